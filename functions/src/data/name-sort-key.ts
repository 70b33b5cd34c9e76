import { naturalSortKey } from '@recyclens/shared';

/**
 * DynamoDB refuses a sort key over 1,024 bytes, and a name's natural sort key can be many times
 * the name: each digit run is padded to 12 digits and compatibility folding expands a character up
 * to 18 ("ﷺ"), so a 200-character name could reach 6,600 bytes (issue 37 §1). The key is cut at
 * this many UTF-8 bytes: two names alike for that long are not told apart by a reader anyway, and
 * sort by the id that follows; a key holding two names and ids (a packaging by project, a user by
 * last and first name) stays well under the limit.
 */
export const NAME_SORT_KEY_BYTES = 256;

/** The longest start of `text` (whole code points) that fits in `budget` UTF-8 bytes. */
const withinBytes = (text: string, budget: number): string => {
  let bytes = 0;
  let end = 0;
  for (const char of text) {
    bytes += Buffer.byteLength(char);
    if (bytes > budget) break;
    end += char.length;
  }
  return text.slice(0, end);
};

/** A name as its list sorts it (natural, case- and accent-blind), bounded for an index key. */
export const nameSortKey = (name: string): string => withinBytes(naturalSortKey(name), NAME_SORT_KEY_BYTES);
