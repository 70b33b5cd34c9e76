import { describe, expect, it } from 'vitest';
import { mapLimited } from '../src/data/map-limited';

describe('mapLimited', () => {
  it('keeps the order of the items while never running more than the limit at once', async () => {
    let inFlight = 0;
    let most = 0;
    const items = Array.from({ length: 40 }, (_, index) => index);
    const doubled = await mapLimited(items, 6, async (item) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      // Later items finish first, so the order cannot come from the timing.
      await new Promise((resolve) => setTimeout(resolve, 40 - item));
      inFlight -= 1;
      return item * 2;
    });
    expect(doubled).toEqual(items.map((item) => item * 2));
    expect(most).toBe(6);
  });

  it('answers an empty list and passes a failure on', async () => {
    expect(await mapLimited([], 4, async () => 1)).toEqual([]);
    await expect(
      mapLimited([1, 2, 3], 2, async (item) => {
        if (item === 2) throw new Error('read failed');
        return item;
      }),
    ).rejects.toThrow('read failed');
  });

  it('starts nothing after a failure and rejects only once the calls in flight have settled', async () => {
    const started: number[] = [];
    const settled: number[] = [];
    const failure = mapLimited([1, 2, 3, 4, 5, 6], 3, async (item) => {
      started.push(item);
      if (item === 1) throw new Error('write failed');
      await new Promise((resolve) => setTimeout(resolve, 20));
      settled.push(item);
      return item;
    });
    await expect(failure).rejects.toThrow('write failed');
    // 2 and 3 were in flight when 1 failed: they finished before the rejection; nothing after them began.
    expect(started).toEqual([1, 2, 3]);
    expect(settled).toEqual([2, 3]);
  });
});
