import { useCallback, useLayoutEffect, useRef, useState, type RefObject, type UIEvent } from 'react';

export interface WindowedListOptions {
  /** How many rows the list has in all. */
  count: number;
  /** Every row has this height in pixels; fixed heights keep the arithmetic exact and cheap. */
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

/**
 * Windowing for long lists: only the rows in view (plus `overscan`) are in the DOM, positioned
 * inside a spacer as tall as the whole list, so 5,000 rows cost as much as 20.
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

  const onScroll = useCallback(
    (event: UIEvent<E>) => setFirstInView(Math.floor(event.currentTarget.scrollTop / rowHeight)),
    [rowHeight],
  );

  const rowsInView = Math.ceil(viewportHeight / rowHeight) + 1;
  const first = Math.max(0, Math.min(firstInView, count - 1) - overscan);
  const end = Math.min(count, firstInView + rowsInView + overscan);

  return {
    scrollRef,
    onScroll,
    totalHeight: count * rowHeight,
    indexes: range(first, end),
    offsetOf: (index) => index * rowHeight,
    lastIndex: end - 1,
    lastInView: Math.min(count, firstInView + rowsInView) - 1,
  };
};
