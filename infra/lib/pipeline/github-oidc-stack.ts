import { Stack, type StackProps } from 'aws-cdk-lib';
import { OidcProviderNative } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { githubOidcAudience, githubOidcHost } from './github-oidc.js';

/**
 * The account's trust in GitHub's tokens. An account holds one provider per issuer, so this
 * stack is named without a stage: stages sharing an account synthesize the same stack.
 */
export class GitHubOidcStack extends Stack {
  readonly provider: OidcProviderNative;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, props);
    this.provider = new OidcProviderNative(this, 'GitHub', {
      url: `https://${githubOidcHost}`,
      clientIds: [githubOidcAudience],
    });
  }
}
