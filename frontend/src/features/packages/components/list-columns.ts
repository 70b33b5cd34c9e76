/** The grid the list's header and rows share, so the columns line up. */
export const listColumns = (selectable: boolean) =>
  `grid gap-3 ${
    selectable
      ? 'grid-cols-[1.5rem_minmax(0,2fr)_minmax(0,1.2fr)_minmax(0,1.2fr)_7rem_2.5rem]'
      : 'grid-cols-[minmax(0,2fr)_minmax(0,1.2fr)_minmax(0,1.2fr)_7rem_2.5rem]'
  }`;
