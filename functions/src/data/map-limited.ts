/**
 * Maps items with at most `limit` calls in flight, keeping the order. Reads per item of a large
 * export would otherwise all start at once, far past the client's 50 sockets.
 */
export const mapLimited = async <T, R>(
  items: readonly T[],
  limit: number,
  map: (item: T) => Promise<R>,
): Promise<R[]> => {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await map(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
};
