import { Fragment, type HTMLAttributes, type Key, type ReactNode } from 'react';
import { useMediaQuery } from '../hooks/use-media-query';

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
  /**
   * `false`: on a phone's card the cell stands without its header as label, for cells that name
   * themselves (action buttons) under a header only screen readers hear.
   */
  cardLabel?: false;
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

/*
 * Below `md` a table would scroll sideways inside its frame, so each row becomes a stacked card:
 * the row header first, then every cell with its column's header as a visible label. The table
 * elements keep explicit roles, because a browser may drop a table's semantics once CSS changes
 * its display; the column headers stay for screen readers (sortable ones as visible buttons), so
 * the label beside each cell is for the eye only. The labels exist only below `md`: a wider
 * screen's cells hold their values alone, as a screen reader or a copied row reads them.
 */
const card = {
  table: 'max-md:block',
  head: 'max-md:block',
  headRow: 'max-md:flex max-md:flex-wrap max-md:items-center max-md:gap-1 max-md:px-1',
  body: 'max-md:block',
  row: 'max-md:flex max-md:flex-col max-md:gap-1 max-md:px-3 max-md:py-3',
  cell: 'max-md:flex max-md:gap-3 max-md:p-0 max-md:text-left max-md:whitespace-normal',
  // The label keeps the page's type, whatever the column sets for its cells (mono, small, bold).
  label: 'w-28 shrink-0 font-sans text-sm font-normal text-neutral-600',
  content: 'max-md:min-w-0 max-md:flex-1 max-md:break-words',
  detail: 'max-md:block',
};

/**
 * The app's one table: a caption for screen readers, column headers, a row header per row; on a
 * phone a stack of cards. Columns say what they show; the table says how.
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
  const sortable = shown.some((column) => column.sort);
  // Tailwind's `max-md`, where the rows are cards.
  const cards = useMediaQuery('(width < 48rem)');
  const cell = padding[density];
  const table = (
    <table role="table" className={`w-full border-collapse text-left text-sm ${card.table}`}>
      <caption className="sr-only">{caption}</caption>
      <thead
        role="rowgroup"
        className={`bg-neutral-100 text-neutral-800 ${scrollRegionLabel ? 'sticky top-0' : ''} ${card.head} ${sortable ? '' : 'max-md:sr-only'}`}
      >
        <tr role="row" className={card.headRow}>
          {shown.map((column) => (
            <th
              key={column.id}
              role="columnheader"
              scope="col"
              aria-sort={column.sort?.state}
              // A sort button brings its own padding, so its whole cell is the click target.
              className={`${column.sort ? 'px-2 py-1 max-md:px-0' : `${cell} max-md:sr-only`} font-semibold ${column.className ?? ''}`}
            >
              {column.sort ? <SortButton sort={column.sort}>{column.header}</SortButton> : column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className={`divide-y divide-neutral-200 ${card.body}`}>
        {rows.map((row, index) => {
          const extra = detail?.(row);
          const { className: rowClassName, ...rowAttributes } = rowProps?.(row) ?? {};
          return (
            <Fragment key={rowKey(row, index)}>
              <tr role="row" {...rowAttributes} className={`${card.row} ${rowClassName ?? ''}`}>
                {shown.map((column) => {
                  const Cell = column.rowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={column.id}
                      role={column.rowHeader ? 'rowheader' : 'cell'}
                      scope={column.rowHeader ? 'row' : undefined}
                      lang={column.lang}
                      className={`${cell} ${column.rowHeader ? 'font-medium max-md:order-first' : ''} ${column.className ?? ''} ${card.cell}`}
                    >
                      {!cards || column.cardLabel === false ? null : (
                        <div aria-hidden="true" className={card.label}>
                          {column.header}
                        </div>
                      )}
                      <div className={card.content}>{column.cell(row)}</div>
                    </Cell>
                  );
                })}
              </tr>
              {extra ? (
                <tr role="row" className={`bg-neutral-50 ${card.detail}`}>
                  <td role="cell" colSpan={shown.length} className={`px-3 py-3 ${card.detail}`}>
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
    <div className="rounded-lg border border-neutral-200 bg-white md:overflow-x-auto">{table}</div>
  );
};
