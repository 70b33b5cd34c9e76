import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useWindowedList } from './use-windowed-list';

const ROW = 50;

const Rows = ({ count }: { count: number }) => {
  const list = useWindowedList<HTMLDivElement>({ count, rowHeight: ROW, overscan: 5, initialHeight: 500 });
  return (
    <div ref={list.scrollRef} onScroll={list.onScroll} data-testid="viewport" style={{ height: 500 }}>
      <div role="list" style={{ height: list.totalHeight }}>
        {list.indexes.map((index) => (
          <div key={index} role="listitem" style={{ top: list.offsetOf(index) }}>
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
