import { Plural } from '@lingui/react/macro';

/** "1 packaging", "3 packaging": the count with the word in the reader's language. */
export const PackageCount = ({ count }: { count: number }) => (
  <Plural value={count} one="# packaging" other="# packaging" />
);
