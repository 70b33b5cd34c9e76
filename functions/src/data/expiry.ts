/** An expiry both readable (ISO) and for DynamoDB's TTL (epoch seconds). */
export const expiryIn = (seconds: number): { expiresAt: string; ttl: number } => {
  const at = Date.now() + seconds * 1000;
  return { expiresAt: new Date(at).toISOString(), ttl: Math.ceil(at / 1000) };
};
