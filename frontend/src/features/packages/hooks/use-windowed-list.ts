import { useCallback, useLayoutEffect, useMemo, useRef, useState, type RefObject, type UIEvent } from 'react';

export interface WindowedListOptions {
  /** How many rows the list has in all. */
  count: number;
  /**
   * Each row's height in pixels until it is measured: rows of this height keep the arithmetic
   * exact; a row laid out taller (a name wrapping on a phone) is measured and moves those below.
   */
  rowHeight: number;
  /** Rows rendered beyond each edge of the viewport, so fast scrolling shows no blank gap. */
  overscan?: number;
  /** The viewport height before it can be measured (first render, jsdom). */
  initialHeight?: number;
}

export interface WindowedList<E extends HTMLElement> {
  /** Attach to the scrolling element. */
  scrollRef: RefObject<E | null>;
  onScroll: (event: UIEvent<E>) => void;
  /** Attach to each rendered row, which carries its index as `data-index`: its height is measured. */
  measureRow: (element: HTMLElement | null) => void;
  /** The height of the whole list: the spacer inside the scrolling element. */
  totalHeight: number;
  /** The indexes to render, in order. */
  indexes: number[];
  /** Each row's distance from the top of the list. */
  offsetOf: (index: number) => number;
  /** The last index the viewport (plus overscan) reaches: ask for more data when it nears the end. */
  lastIndex: number;
  /** The last index the viewport itself shows, without overscan. */
  lastInView: number;
}

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);

/** The first index whose row starts at or below `top` (offsets ascend; offsets[count] is the end). */
const firstAtOrBelow = (offsets: Float64Array, top: number) => {
  let low = 0;
  let high = offsets.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((offsets[middle] ?? 0) < top) low = middle + 1;
    else high = middle;
  }
  return low;
};

/**
 * Windowing for long lists: only the rows in view (plus `overscan`) are in the DOM, positioned
 * inside a spacer as tall as the whole list, so 5,000 rows cost as much as 20. Rows are taken
 * to be `rowHeight` tall until a ResizeObserver reports their real height.
 */
export const useWindowedList = <E extends HTMLElement = HTMLDivElement>({
  count,
  rowHeight,
  overscan = 6,
  initialHeight = 600,
}: WindowedListOptions): WindowedList<E> => {
  const scrollRef = useRef<E>(null);
  // State holds the first row in view, not the pixel offset: scrolling within a row re-renders nothing.
  const [firstInView, setFirstInView] = useState(0);
  const [viewportHeight, setViewportHeight] = useState(initialHeight);
  const heights = useRef(new Map<number, number>());
  const [measured, setMeasured] = useState(0);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const measure = () => setViewportHeight(element.clientHeight || initialHeight);
    // A ResizeObserver reports the first size by itself, after the browser's own layout; reading
    // clientHeight here would force that layout of the whole page in the middle of React's commit
    // (a third of the overview's longest task on a phone's CPU).
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [initialHeight]);

  // One observer for every row; it reports sizes after layout, without forcing one.
  const [rowObserver] = useState(() =>
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver((entries) => {
          let changed = false;
          for (const entry of entries) {
            const index = Number((entry.target as HTMLElement).dataset.index);
            const height = entry.borderBoxSize[0]?.blockSize ?? 0;
            // A row not laid out (hidden, detached) says nothing about its height.
            if (!Number.isInteger(index) || height <= 0 || heights.current.get(index) === height) continue;
            heights.current.set(index, height);
            changed = true;
          }
          if (changed) setMeasured((version) => version + 1);
        }),
  );
  useLayoutEffect(() => () => rowObserver?.disconnect(), [rowObserver]);
  const measureRow = useCallback(
    (element: HTMLElement | null) => {
      if (!element || !rowObserver) return;
      rowObserver.observe(element);
      return () => rowObserver.unobserve(element);
    },
    [rowObserver],
  );

  const offsets = useMemo(() => {
    const result = new Float64Array(count + 1);
    for (let index = 0; index < count; index++)
      result[index + 1] = (result[index] ?? 0) + (heights.current.get(index) ?? rowHeight);
    return result;
    // `measured` counts the heights' changes: the map itself is a ref.
  }, [count, rowHeight, measured]);
  const offsetsRef = useRef(offsets);
  offsetsRef.current = offsets;

  const onScroll = useCallback((event: UIEvent<E>) => {
    const top = event.currentTarget.scrollTop;
    const atOrBelow = firstAtOrBelow(offsetsRef.current, top);
    // The row the top edge cuts through is the first in view.
    setFirstInView((offsetsRef.current[atOrBelow] ?? 0) > top ? Math.max(0, atOrBelow - 1) : atOrBelow);
  }, []);

  const top = offsets[Math.min(firstInView, count)] ?? 0;
  // One row past the viewport's bottom edge, as with fixed rows before measuring.
  const viewEnd = Math.min(count, firstAtOrBelow(offsets, top + viewportHeight) + 1);
  const first = Math.max(0, Math.min(firstInView, count - 1) - overscan);
  const end = Math.min(count, viewEnd + overscan);

  return {
    scrollRef,
    onScroll,
    measureRow,
    totalHeight: offsets[count] ?? 0,
    indexes: range(first, end),
    offsetOf: (index) => offsets[index] ?? 0,
    lastIndex: end - 1,
    lastInView: viewEnd - 1,
  };
};
