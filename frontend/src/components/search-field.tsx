import { useEffect, useImperativeHandle, useState, type Ref } from 'react';
import { TextField } from './ui/form-field';
import { useDebouncedCallback } from '../hooks/use-debounced-callback';

export interface SearchFieldHandle {
  cancel: () => void;
}

/**
 * A list's search box whose words live in the address (`q`): typing shows at once and is sent
 * after a pause (trimmed, nothing for blank); back/forward or a cleared filter changes the
 * address, and the box follows unless it already says the same. Through `ref` a page drops
 * words still waiting to be sent, e.g. when the user clears every filter.
 */
export const SearchField = ({
  label,
  query,
  onQueryChange,
  debounceMs,
  ref,
}: {
  label: string;
  query: string | undefined;
  onQueryChange: (query: string | undefined) => void;
  debounceMs: number;
  ref?: Ref<SearchFieldHandle>;
}) => {
  const [draft, setDraft] = useState(query ?? '');
  const commit = useDebouncedCallback((text: string) => onQueryChange(text.trim() || undefined), debounceMs);
  useImperativeHandle(ref, () => ({ cancel: commit.cancel }), [commit]);

  useEffect(() => {
    setDraft((current) => (current.trim() === (query ?? '') ? current : (query ?? '')));
  }, [query]);

  return (
    <TextField
      label={label}
      type="search"
      value={draft}
      maxLength={100}
      onChange={(event) => {
        setDraft(event.target.value);
        commit(event.target.value);
      }}
    />
  );
};
