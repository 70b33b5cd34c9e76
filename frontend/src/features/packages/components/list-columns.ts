/**
 * The grid columns the list's header and rows share, so the columns line up from `md` on. Narrower, a
 * row is a card: the checkbox, the packaging's lines, the star.
 */
export const listColumns = (selectable: boolean) =>
  `gap-x-3 ${
    selectable
      ? 'grid-cols-[1.5rem_minmax(0,1fr)_2.5rem] md:grid-cols-[1.5rem_minmax(0,2fr)_minmax(0,1.2fr)_minmax(0,1.2fr)_6.5rem_7rem_2.5rem]'
      : 'grid-cols-[minmax(0,1fr)_2.5rem] md:grid-cols-[minmax(0,2fr)_minmax(0,1.2fr)_minmax(0,1.2fr)_6.5rem_7rem_2.5rem]'
  }`;
