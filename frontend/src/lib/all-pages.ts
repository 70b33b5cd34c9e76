/** One page of a list route: its items and where the next page starts (null at the end). */
interface ListPage<Item> {
  items: Item[];
  nextCursor: string | null;
}

/**
 * Every item of a cursor-paged list, read page after page to the end: for pickers and filters
 * that must offer every entry, not only the first page's.
 */
export const readAllPages = async <Item>(
  readPage: (cursor: string | undefined) => Promise<ListPage<Item>>,
): Promise<Item[]> => {
  const items: Item[] = [];
  let cursor: string | undefined;
  do {
    const page = await readPage(cursor);
    items.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return items;
};
