import { useCallback, useState } from 'react';
import type { DataTableColumn } from './types';

/** Columns a person may hide: neither essential nor the action column. */
export const isHideable = <T>(c: DataTableColumn<T>) => c.priority !== 'essential' && !isActions(c);

/** The row's action column: the `actions` flag, or a column keyed 'actions'. */
export const isActions = <T>(c: DataTableColumn<T>) => c.actions === true || c.key === 'actions';

const read = (storageKey: string): Record<string, boolean> => {
  try {
    return JSON.parse(localStorage.getItem(storageKey) ?? '{}') as Record<string, boolean>;
  } catch {
    return {};
  }
};

/**
 * Which columns are shown: optional ones start hidden, the others shown; the person's choices (per table) are
 * kept in localStorage so the list looks the same on the next visit.
 */
export function useColumnVisibility(storageKey: string) {
  const [choices, setChoices] = useState(() => read(storageKey));
  const isShown = useCallback(
    <T>(c: DataTableColumn<T>) => !isHideable(c) || (choices[c.key] ?? c.priority !== 'optional'),
    [choices],
  );
  const toggle = useCallback(
    (key: string, shown: boolean) => {
      setChoices((prev) => {
        const next = { ...prev, [key]: shown };
        try {
          localStorage.setItem(storageKey, JSON.stringify(next));
        } catch {
          // storage unavailable: the choice lasts for this visit
        }
        return next;
      });
    },
    [storageKey],
  );
  return { isShown, toggle };
}
