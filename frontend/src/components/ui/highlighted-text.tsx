import { matchRanges } from '@recyclens/shared';
import { Fragment, type ReactNode } from 'react';

/**
 * `text` with the search words it matched marked, whatever case or accents the user typed
 * ("creme" marks "Crème"): `words` are folded as the server folds them (shared search-text.ts).
 */
export const HighlightedText = ({ text, words }: { text: string; words: readonly string[] }) => {
  const ranges = words.length > 0 ? matchRanges(text, words) : [];
  if (ranges.length === 0) return <>{text}</>;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push(<Fragment key={`t${at}`}>{text.slice(at, start)}</Fragment>);
    parts.push(
      <mark key={`m${start}`} className="rounded-sm bg-amber-100 text-inherit">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < text.length) parts.push(<Fragment key={`t${at}`}>{text.slice(at)}</Fragment>);
  return <>{parts}</>;
};
