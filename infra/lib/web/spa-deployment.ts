import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';

export interface SpaDeploymentProps {
  readonly bucket: IBucket;
  readonly distribution: IDistribution;
  /** The Vite build folder (index.html + assets/). */
  readonly buildDir: string;
}

// Source maps stay out of a public bucket: they are the source.
const notPublished = ['*.map'];

/**
 * Publishes the build in two steps, hashed assets first, so a browser that gets the new
 * index.html always finds its files. Old hashed files are kept: a tab still running the
 * previous build lazy-loads its chunks from them.
 */
export class SpaDeployment extends Construct {
  readonly deployed: boolean;

  constructor(scope: Construct, id: string, props: SpaDeploymentProps) {
    super(scope, id);
    this.deployed = existsSync(join(props.buildDir, 'index.html'));
    if (!this.deployed) {
      Annotations.of(this).addWarningV2(
        'recyclens:no-frontend-build',
        `No SPA build at ${props.buildDir}: the web stack deploys without content. Run \`npm run build -w frontend\` and deploy again.`,
      );
      return;
    }

    const assets = new BucketDeployment(this, 'HashedAssets', {
      sources: [Source.asset(props.buildDir, { exclude: notPublished })],
      destinationBucket: props.bucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      memoryLimit: 512,
    });

    const entry = new BucketDeployment(this, 'Entry', {
      sources: [Source.asset(props.buildDir, { exclude: [...notPublished, 'assets/**'] })],
      destinationBucket: props.bucket,
      // Pruning leaves excluded keys alone, so the kept hashed assets survive it.
      exclude: ['assets/*'],
      prune: true,
      cacheControl: [CacheControl.noCache()],
      distribution: props.distribution,
      distributionPaths: ['/index.html', '/'],
      memoryLimit: 512,
    });
    entry.node.addDependency(assets);
  }
}
