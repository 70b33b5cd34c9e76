import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWindowedList } from './use-windowed-list';

const ROW = 50;

const Rows = ({ count, tall = () => false }: { count: number; tall?: (index: number) => boolean }) => {
  const list = useWindowedList<HTMLDivElement>({ count, rowHeight: ROW, overscan: 5, initialHeight: 500 });
  return (
    <div ref={list.scrollRef} onScroll={list.onScroll} data-testid="viewport" style={{ height: 500 }}>
      <div role="list" style={{ height: list.totalHeight }}>
        {list.indexes.map((index) => (
          <div
            key={index}
            ref={list.measureRow}
            data-index={index}
            data-height={tall(index) ? 3 * ROW : ROW}
            role="listitem"
            style={{ top: list.offsetOf(index) }}
          >
            Row {index}
          </div>
        ))}
      </div>
    </div>
  );
};

const scrollTo = (top: number) => {
  const viewport = screen.getByTestId('viewport');
  viewport.scrollTop = top;
  fireEvent.scroll(viewport);
};

describe('useWindowedList', () => {
  it('renders only the rows in view plus the overscan out of 5,000', () => {
    render(<Rows count={5000} />);
    const rows = screen.getAllByRole('listitem');
    // 500 px of 50 px rows: 10 in view, one partly, 5 below.
    expect(rows).toHaveLength(16);
    expect(rows[0]).toHaveTextContent('Row 0');
    expect(screen.getByRole('list')).toHaveStyle({ height: `${5000 * ROW}px` });
  });

  it('moves the window with the scroll position and places each row at its offset', () => {
    render(<Rows count={5000} />);
    scrollTo(2500 * ROW);
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(21);
    expect(rows[0]).toHaveTextContent('Row 2495');
    expect(rows.at(-1)).toHaveTextContent('Row 2515');
    expect(screen.getByText('Row 2500')).toHaveStyle({ top: `${2500 * ROW}px` });
    expect(screen.queryByText('Row 0')).toBeNull();
  });

  it('stops at the last row', () => {
    render(<Rows count={5000} />);
    scrollTo(4995 * ROW);
    const rows = screen.getAllByRole('listitem');
    expect(rows.at(-1)).toHaveTextContent('Row 4999');
    expect(rows[0]).toHaveTextContent('Row 4990');
  });

  it('renders nothing for an empty list', () => {
    render(<Rows count={0} />);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});

/** A ResizeObserver reporting each row's laid-out height at once, as `data-height` says. */
class ReportingObserver {
  constructor(private readonly report: ResizeObserverCallback) {}
  observe(target: HTMLElement) {
    const blockSize = Number(target.dataset.height ?? 500);
    this.report(
      [{ target, borderBoxSize: [{ blockSize }] } as unknown as ResizeObserverEntry],
      this as never,
    );
  }
  unobserve() {}
  disconnect() {}
}

describe('useWindowedList with rows taller than the estimate', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('moves the rows below a tall one down, grows the spacer and finds the rows in view by their offsets', () => {
    vi.stubGlobal('ResizeObserver', ReportingObserver);
    // On a phone a long name wraps: every row is three times the estimate.
    render(<Rows count={1000} tall={() => true} />);
    expect(screen.getByText('Row 1')).toHaveStyle({ top: `${3 * ROW}px` });
    expect(screen.getByText('Row 2')).toHaveStyle({ top: `${6 * ROW}px` });
    scrollTo(30 * ROW);
    // 30 estimated rows down are 10 measured ones: row 10 is at the top, not row 30.
    const rows = screen.getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Row 5');
    expect(screen.getByText('Row 10')).toHaveStyle({ top: `${30 * ROW}px` });
    expect(screen.queryByText('Row 30')).toBeNull();
  });
});
