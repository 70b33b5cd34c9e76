/**
 * Maps items with at most `limit` calls in flight, keeping the order. Reads per item of a large
 * export would otherwise all start at once, far past the client's 50 sockets. After a failure no
 * further call starts, and the first error is thrown only once the calls in flight have settled:
 * a caller that undoes a failed write must not race writes still landing.
 */
export const mapLimited = async <T, R>(
  items: readonly T[],
  limit: number,
  map: (item: T) => Promise<R>,
): Promise<R[]> => {
  const results = new Array<R>(items.length);
  const errors: unknown[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length && errors.length === 0) {
      const index = next++;
      try {
        results[index] = await map(items[index] as T);
      } catch (error) {
        errors.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (errors.length > 0) throw errors[0];
  return results;
};
