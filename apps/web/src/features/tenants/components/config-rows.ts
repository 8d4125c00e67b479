import { CONFIG_PLACEHOLDER, CONFIG_SECRET_MASK, configPairsToSend } from '@hrwe/domain';

/** One row of an editable configuration table; `id` is local (for React keys and edits). */
export type ConfigRow = { id: string; key: string; val: string };

let seq = 0;
const newId = () => `r${++seq}`;

export const placeholderRow = (): ConfigRow => ({
  id: newId(),
  key: CONFIG_PLACEHOLDER,
  val: CONFIG_PLACEHOLDER,
});

/** The rows of a stored map, by key; an empty map keeps one placeholder row. */
export function rowsOf(map: Record<string, string>): ConfigRow[] {
  const rows = Object.keys(map)
    .sort()
    .map((key) => ({ id: newId(), key, val: map[key] ?? '' }));
  return rows.length ? rows : [placeholderRow()];
}

/** The plus on the last row: an empty row shown as dashes. */
export const addRow = (rows: ConfigRow[]): ConfigRow[] => [...rows, placeholderRow()];

/** The minus: removes a row; the table never ends empty (a placeholder row stays). */
export function removeRow(rows: ConfigRow[], id: string): ConfigRow[] {
  const left = rows.filter((r) => r.id !== id);
  return left.length ? left : [placeholderRow()];
}

/**
 * A double-click edit: a cell left empty (or only spaces) is ignored. Renaming the key of a masked secret empties
 * its value (a dash): the stored secret belongs to the old key, so the value must be typed again.
 */
export function editCell(rows: ConfigRow[], id: string, field: 'key' | 'val', value: string): ConfigRow[] {
  if (value.trim() === '') return rows;
  return rows.map((r) => {
    if (r.id !== id) return r;
    if (field === 'val') return { ...r, val: value };
    const key = value.trim();
    const val = key !== r.key && r.val === CONFIG_SECRET_MASK ? CONFIG_PLACEHOLDER : r.val;
    return { ...r, key, val };
  });
}

const isPlaceholder = (v: string) => v.trim() === CONFIG_PLACEHOLDER;

/**
 * Message keys of rows that cannot be sent: a value without its key, a key without its value (still a dash),
 * or a key used twice. Rows still fully placeholder are fine (they are not sent).
 */
export function rowErrors(rows: ConfigRow[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  for (const r of rows) {
    const keyDash = isPlaceholder(r.key);
    const valDash = isPlaceholder(r.val);
    if (keyDash && valDash) continue;
    if (keyDash) errors[r.id] = 'CONFIG_KEY_REQUIRED';
    else if (valDash) errors[r.id] = 'CONFIG_VALUE_REQUIRED';
    else if (seen.has(r.key.trim())) errors[r.id] = 'CONFIG_KEY_DUPLICATE';
    seen.add(r.key.trim());
  }
  return errors;
}

/** The pairs sent to the server (placeholder rows dropped). */
export const pairsOf = (rows: ConfigRow[]) => configPairsToSend(rows);
