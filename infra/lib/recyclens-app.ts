import { Tags, Validations, type App } from 'aws-cdk-lib';
import { ApiStack } from './api-stack.js';
import { apiThroughCdnOf, readStageConfig, stackEnvironment, type StageConfig } from './config.js';
import { DataStack } from './data-stack.js';
import { EdgeAlarmsStack, edgeRegion } from './edge/edge-alarms-stack.js';
import { MailStack } from './mail-stack.js';
import { AwsSolutionsChecks } from './nag.js';
import { stackName } from './naming.js';
import { addDeployAccess, type DeployAccess } from './pipeline/deploy-access.js';
import { WafStack, webAclRegion } from './waf-stack.js';
import { WebStack } from './web-stack.js';

export interface RecyclensStacks {
  readonly config: StageConfig;
  readonly data: DataStack;
  readonly mail: MailStack;
  readonly api: ApiStack;
  readonly web: WebStack;
  readonly edgeAlarms: EdgeAlarmsStack;
  /** The GitHub deploy workflow's way in, for stages that name their repository. */
  readonly deployAccess: DeployAccess | undefined;
  /** Absent on a stage without a region: CloudFormation cannot reference across to an unknown one. */
  readonly waf?: WafStack;
}

export interface BuildOptions {
  /** The SPA build to deploy; frontend/dist unless a test points elsewhere. */
  readonly frontendBuildDir?: string;
}

/**
 * Every stack of a stage, configured from the App's context. bin/app.ts and the tests both
 * call this, so the tests check what `cdk synth` produces.
 */
export const buildRecyclensApp = (app: App, options: BuildOptions = {}): RecyclensStacks => {
  const config = readStageConfig(app.node);
  const env = stackEnvironment(config);
  const common = { ...(env === undefined ? {} : { env }), terminationProtection: config.stage !== 'dev' };
  const describe = (what: string) => `Recyclens ${config.stage}: ${what}`;

  Tags.of(app).add('project', 'recyclens');
  Tags.of(app).add('stage', config.stage);

  // Stateful first; the stateless stacks take its table and buckets as props.
  const data = new DataStack(app, stackName(config.stage, 'Data'), {
    ...common,
    description: describe('single table and buckets'),
  });

  const mail = new MailStack(app, stackName(config.stage, 'Mail'), {
    ...common,
    description: describe('SES sender domain (DKIM) and configuration set'),
    config,
  });

  const api = new ApiStack(app, stackName(config.stage, 'Api'), {
    ...common,
    description: describe('HTTP API and one Lambda per endpoint group'),
    config,
    table: data.table,
    buckets: data.buckets,
  });

  // The edge alarms and the web ACL live in us-east-1; CDK carries the distribution's id and the
  // ACL's ARN across regions through SSM parameters it writes and reads, so one deploy does all.
  const crossRegion = config.region !== undefined && config.region !== edgeRegion;
  const waf =
    env === undefined
      ? undefined
      : new WafStack(app, stackName(config.stage, 'Waf'), {
          ...common,
          env: { ...env, region: webAclRegion },
          crossRegionReferences: true,
          description: describe('CloudFront web ACL (us-east-1): per-client limits and managed rules'),
          stage: config.stage,
        });

  const web = new WebStack(app, stackName(config.stage, 'Web'), {
    ...common,
    ...(crossRegion || waf !== undefined ? { crossRegionReferences: true } : {}),
    ...(waf === undefined ? {} : { webAclArn: waf.acl.arn }),
    description: describe('SPA on S3 behind CloudFront'),
    config,
    apiUrl: api.api.url,
    apiThroughCdn: apiThroughCdnOf(config),
    ...(api.originVerifySecret === undefined ? {} : { originVerifySecret: api.originVerifySecret }),
    browserBuckets: [data.buckets.uploads, data.buckets.reports],
    ...(options.frontendBuildDir === undefined ? {} : { buildDir: options.frontendBuildDir }),
  });

  const edgeAlarms = new EdgeAlarmsStack(app, stackName(config.stage, 'Edge'), {
    ...common,
    ...(env === undefined ? {} : { env: { account: env.account, region: edgeRegion } }),
    ...(crossRegion ? { crossRegionReferences: true } : {}),
    description: describe(
      'CloudFront alarms and multi-tenant access logs (us-east-1, where CloudFront publishes both)',
    ),
    stage: config.stage,
    distributionId: web.site.distribution.distributionId,
    ...(config.multiTenant ? { multiTenant: true } : {}),
    ...(config.alarmEmail === undefined ? {} : { alarmEmail: config.alarmEmail }),
  });

  const deployAccess = addDeployAccess(app, config, common);

  // The rule pack the tests run: a finding without a written acknowledgement fails the synth.
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));

  return { config, data, mail, api, web, edgeAlarms, deployAccess, ...(waf === undefined ? {} : { waf }) };
};
