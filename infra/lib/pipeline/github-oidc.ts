/** GitHub Actions' token issuer; one IAM provider for it per account. */
export const githubOidcHost = 'token.actions.githubusercontent.com';
export const githubOidcAudience = 'sts.amazonaws.com';

/**
 * The subject GitHub puts in a job's token when the job runs in an environment: the trust of a
 * stage's deploy role names the stage's environment, so only jobs GitHub let into that
 * environment (its protection rules, e.g. reviewers for prod) get in.
 */
export const githubEnvironmentSubject = (repository: string, environment: string): string =>
  `repo:${repository}:environment:${environment}`;
