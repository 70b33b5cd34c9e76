/** The least a stage must set for `parseEnv` to accept it: tests add the settings they are about. */
export const requiredSettings = {
  TABLE_NAME: 't',
  UPLOADS_BUCKET: 'u',
  GUIDELINES_BUCKET: 'g',
  REPORTS_BUCKET: 'r',
  JWT_KEYS: JSON.stringify({ currentKid: 'k1', current: 'x'.repeat(32) }),
};
