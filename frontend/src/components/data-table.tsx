import { Fragment, type HTMLAttributes, type Key, type ReactNode } from 'react';

/** How a server-sorted column is ordered now, as `aria-sort` says it. */
export type SortState = 'ascending' | 'descending' | 'none';

export interface Column<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The cell that names its row (`<th scope="row">`), read out before each of the row's cells. */
  rowHeader?: boolean;
  /** Alignment and number or wrapping classes, for the header and every cell of the column. */
  className?: string;
  /** A column the reader may sort by: its header is a button that asks for the next order. */
  sort?: { state: SortState; onSort: () => void };
  /** Cells written in another language than the page's (e.g. the server's English messages). */
  lang?: string;
}

interface DataTableProps<Row> {
  /** Said by screen readers only: the table's name. */
  caption: ReactNode;
  /** `false` leaves a column out, for columns that only some rows' data fill. */
  columns: readonly (Column<Row> | false)[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  /** `roomy` for the management tables that are a page's main content. */
  density?: 'compact' | 'roomy';
  /** Per-row attributes: a class or `data-*` marks for rows that stand out. */
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, unknown>;
  /** A line under a row spanning every column (an opened row's details), or null. */
  detail?: (row: Row) => ReactNode;
  /**
   * Scrolls inside a box of limited height instead of growing the page; the box is a labelled
   * region that takes the focus, so keyboard users can scroll it too, and the header stays put.
   */
  scrollRegionLabel?: string;
}

const padding = { compact: 'px-3 py-2', roomy: 'px-4 py-3' };

const SortButton = ({
  sort,
  children,
}: {
  sort: NonNullable<Column<unknown>['sort']>;
  children: ReactNode;
}) => (
  <button
    type="button"
    className="inline-flex items-center gap-1 rounded px-2 py-2 hover:bg-neutral-200 focus-visible:outline-2"
    onClick={sort.onSort}
  >
    {children}
    <span aria-hidden="true" className="w-3 text-xs">
      {sort.state === 'ascending' ? '▲' : sort.state === 'descending' ? '▼' : ''}
    </span>
  </button>
);

/**
 * The app's one table: a caption for screen readers, column headers, a row header per row, and a
 * frame that scrolls sideways on narrow screens. Columns say what they show; the table says how.
 */
export const DataTable = <Row,>({
  caption,
  columns,
  rows,
  rowKey,
  density = 'compact',
  rowProps,
  detail,
  scrollRegionLabel,
}: DataTableProps<Row>) => {
  const shown = columns.filter((column): column is Column<Row> => column !== false);
  const cell = padding[density];
  const table = (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className={`bg-neutral-100 text-neutral-800 ${scrollRegionLabel ? 'sticky top-0' : ''}`}>
        <tr>
          {shown.map((column) => (
            <th
              key={column.id}
              scope="col"
              aria-sort={column.sort?.state}
              // A sort button brings its own padding, so its whole cell is the click target.
              className={`${column.sort ? 'px-2 py-1' : cell} font-semibold ${column.className ?? ''}`}
            >
              {column.sort ? <SortButton sort={column.sort}>{column.header}</SortButton> : column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-neutral-200">
        {rows.map((row, index) => {
          const extra = detail?.(row);
          return (
            <Fragment key={rowKey(row, index)}>
              <tr {...rowProps?.(row)}>
                {shown.map((column) => {
                  const Cell = column.rowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={column.id}
                      scope={column.rowHeader ? 'row' : undefined}
                      lang={column.lang}
                      className={`${cell} ${column.rowHeader ? 'font-medium' : ''} ${column.className ?? ''}`}
                    >
                      {column.cell(row)}
                    </Cell>
                  );
                })}
              </tr>
              {extra ? (
                <tr className="bg-neutral-50">
                  <td colSpan={shown.length} className="px-3 py-3">
                    {extra}
                  </td>
                </tr>
              ) : null}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
  return scrollRegionLabel ? (
    <div
      role="region"
      aria-label={scrollRegionLabel}
      tabIndex={0}
      className="max-h-64 overflow-auto rounded-md border border-neutral-200 bg-white focus-visible:outline-2 focus-visible:outline-[var(--color-primary)]"
    >
      {table}
    </div>
  ) : (
    <div className="overflow-x-auto rounded-lg border border-neutral-200 bg-white">{table}</div>
  );
};
