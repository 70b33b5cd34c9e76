/** Stack names carry the stage so several stages can live in one account without clashing. */
export const stackName = (stage: string, part: 'Data' | 'Api' | 'Web' | 'Mail'): string =>
  `Recyclens-${stage}-${part}`;
