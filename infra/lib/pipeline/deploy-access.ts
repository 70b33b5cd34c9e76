import type { App, StackProps } from 'aws-cdk-lib';
import type { StageConfig } from '../config.js';
import { stackName } from '../naming.js';
import { DeployRoleStack } from './deploy-role-stack.js';
import { GitHubOidcStack } from './github-oidc-stack.js';

export interface DeployAccess {
  readonly oidc: GitHubOidcStack;
  readonly deployRole: DeployRoleStack;
}

/** Account-wide, not per stage: an account trusts GitHub's token issuer once. */
export const githubOidcStackName = 'Recyclens-GitHubOidc';

/**
 * The OIDC provider and the stage's deploy role, when the stage names the repository whose
 * workflow deploys it (docs/decisions/024). Deployed once by an administrator; after that the
 * workflow keeps them up to date like every other stack.
 */
export const addDeployAccess = (
  app: App,
  config: Pick<StageConfig, 'stage' | 'githubRepository'>,
  common: StackProps,
): DeployAccess | undefined => {
  if (config.githubRepository === undefined) return undefined;
  const oidc = new GitHubOidcStack(app, githubOidcStackName, {
    ...common,
    description: 'Recyclens: trust in GitHub Actions tokens (account-wide)',
  });
  const deployRole = new DeployRoleStack(app, stackName(config.stage, 'Deploy'), {
    ...common,
    description: `Recyclens ${config.stage}: role of the GitHub deploy workflow`,
    stage: config.stage,
    repository: config.githubRepository,
  });
  // The role's trust names the provider by ARN; without it the role trusts nobody.
  deployRole.addStackDependency(oidc);
  return { oidc, deployRole };
};
