import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type Column } from './data-table';

interface Fruit {
  id: string;
  name: string;
  count: number;
}

const fruits: Fruit[] = [
  { id: 'a', name: 'Apple', count: 3 },
  { id: 'b', name: 'Pear', count: 12 },
];

const name: Column<Fruit> = { id: 'name', header: 'Name', rowHeader: true, cell: (fruit) => fruit.name };
const count: Column<Fruit> = { id: 'count', header: 'Count', cell: (fruit) => fruit.count };

describe('DataTable', () => {
  it('names the table and each row by its row header, and leaves out columns given as false', () => {
    render(
      <DataTable
        caption="Fruit in stock"
        rows={fruits}
        rowKey={(fruit) => fruit.id}
        columns={[name, false, count]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Fruit in stock' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Count']);
    expect(within(table).getByRole('rowheader', { name: 'Pear' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Pear 12' })).toBeInTheDocument();
  });

  it('sorts through a header button and says the order with aria-sort', async () => {
    const onSort = vi.fn();
    render(
      <DataTable
        caption="Fruit"
        rows={fruits}
        rowKey={(fruit) => fruit.id}
        columns={[name, { ...count, sort: { state: 'descending', onSort } }]}
      />,
    );
    const header = screen.getByRole('columnheader', { name: /Count/ });
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(header).getByRole('button'));
    expect(onSort).toHaveBeenCalledOnce();
  });

  it("shows a row's detail under it across every column, and scrolls in a labelled region", () => {
    render(
      <DataTable
        caption="Fruit"
        scrollRegionLabel="Fruit list"
        rows={fruits}
        rowKey={(fruit) => fruit.id}
        columns={[name, count]}
        detail={(fruit) => (fruit.id === 'b' ? `${fruit.name} details` : null)}
      />,
    );
    const region = screen.getByRole('region', { name: 'Fruit list' });
    expect(region).toHaveAttribute('tabindex', '0');
    const detail = within(region).getByRole('cell', { name: 'Pear details' });
    expect(detail).toHaveAttribute('colspan', '2');
    expect(within(region).getAllByRole('row')).toHaveLength(4);
  });

  const action: Column<Fruit> = {
    id: 'action',
    header: <span className="sr-only">Actions</span>,
    cardLabel: false,
    cell: (fruit) => <button type="button">Eat {fruit.name}</button>,
  };
  /** The screen as wide as a phone (below md) or wider, as the browser's media query answers. */
  const screenIsPhone = (phone: boolean) =>
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: phone,
      media,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  const pearCells = () => {
    render(
      <DataTable
        caption="Fruit"
        rows={fruits}
        rowKey={(fruit) => fruit.id}
        columns={[name, count, action]}
      />,
    );
    const pear = screen.getByRole('row', { name: 'Pear 12 Eat Pear' });
    return [within(pear).getByRole('rowheader'), ...within(pear).getAllByRole('cell')].map(
      (cell) => cell.textContent,
    );
  };
  afterEach(() => vi.unstubAllGlobals());

  it("on a phone labels each cell of a row's card with its column's header, unless the column opts out", () => {
    screenIsPhone(true);
    expect(pearCells()).toEqual(['NamePear', 'Count12', 'Eat Pear']);
  });

  it('on a wider screen the cells hold their values alone', () => {
    screenIsPhone(false);
    expect(pearCells()).toEqual(['Pear', '12', 'Eat Pear']);
  });
});
