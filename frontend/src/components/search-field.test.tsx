import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchField, type SearchFieldHandle } from './search-field';

const DEBOUNCE = 300;

/** A page holding the query in its state, as the routes hold it in the address. */
const Page = ({ onQuery, handle }: { onQuery: (q: string | undefined) => void; handle?: typeof ref }) => {
  const [query, setQuery] = useState<string | undefined>('first');
  return (
    <>
      <SearchField
        label="Search"
        query={query}
        onQueryChange={(q) => {
          onQuery(q);
          setQuery(q);
        }}
        debounceMs={DEBOUNCE}
        ref={handle}
      />
      <button type="button" onClick={() => setQuery(undefined)}>
        Clear
      </button>
    </>
  );
};
const ref = createRef<SearchFieldHandle>();

describe('SearchField', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows typing at once and sends the trimmed words after a pause, nothing for blank', () => {
    const onQuery = vi.fn();
    render(<Page onQuery={onQuery} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveValue('first');
    fireEvent.change(box, { target: { value: ' bottle ' } });
    expect(box).toHaveValue(' bottle ');
    act(() => vi.advanceTimersByTime(DEBOUNCE - 1));
    expect(onQuery).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onQuery).toHaveBeenLastCalledWith('bottle');
    // The box keeps what the user typed, spaces included, since it says the same.
    expect(box).toHaveValue(' bottle ');
    fireEvent.change(box, { target: { value: '   ' } });
    act(() => vi.advanceTimersByTime(DEBOUNCE));
    expect(onQuery).toHaveBeenLastCalledWith(undefined);
  });

  it('follows a query changed elsewhere, and drops waiting words when asked through its ref', () => {
    const onQuery = vi.fn();
    render(<Page onQuery={onQuery} handle={ref} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'cap' } });
    act(() => {
      ref.current?.cancel();
      screen.getByRole('button', { name: 'Clear' }).click();
    });
    expect(box).toHaveValue('');
    act(() => vi.advanceTimersByTime(DEBOUNCE * 2));
    expect(onQuery).not.toHaveBeenCalled();
  });
});
