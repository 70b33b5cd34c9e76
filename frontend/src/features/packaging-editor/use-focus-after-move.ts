import { useLayoutEffect, useRef } from 'react';

export type Direction = 'up' | 'down';

/**
 * Moving an entry of a list re-orders the DOM, which can drop focus. Call the returned function
 * before moving: once the list has re-rendered, focus goes back to the moved entry's button of the
 * same direction, or to its other one when the entry reached the end of the list.
 */
export const useFocusAfterMove = (
  fields: readonly unknown[],
  buttonId: (fieldId: string, direction: Direction) => string,
) => {
  const pending = useRef<{ fieldId: string; direction: Direction } | null>(null);
  useLayoutEffect(() => {
    const move = pending.current;
    if (!move) return;
    pending.current = null;
    const other: Direction = move.direction === 'up' ? 'down' : 'up';
    const same = document.getElementById(buttonId(move.fieldId, move.direction));
    const target =
      same instanceof HTMLButtonElement && !same.disabled
        ? same
        : document.getElementById(buttonId(move.fieldId, other));
    target?.focus();
  }, [fields, buttonId]);
  return (fieldId: string, direction: Direction) => {
    pending.current = { fieldId, direction };
  };
};
