/** Stack names carry the stage so several stages can live in one account without clashing. */
export const stackName = (
  stage: string,
  part: 'Data' | 'Api' | 'Web' | 'Mail' | 'Edge' | 'Waf' | 'Deploy',
): string => `Recyclens-${stage}-${part}`;

/**
 * The SES configuration set of a stage. Named, not generated, so the Api stack can scope its
 * send permission to it without depending on the Mail stack.
 */
export const mailConfigurationSetName = (stage: string): string => `recyclens-${stage}`;
