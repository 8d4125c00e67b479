import { formatDate, isIsoDate, monthLabel } from '@hrwe/domain';

/** A filter's Italian label, and optionally how its value reads (a status key to its label). */
export type FilterLabels = Record<string, string | [string, (value: string) => string]>;

/**
 * The filters in force of a list query, in words for the PDF export: 'Stato: Aperto', 'Creato dal: 01/03/2026'.
 * Only the keys listed in `labels` count (page, sort and format are not filters); empty values are skipped.
 */
export function filterWords(query: object, labels: FilterLabels): string[] {
  const out: string[] = [];
  for (const [key, label] of Object.entries(labels)) {
    const raw = (query as Record<string, unknown>)[key];
    if (raw === undefined || raw === null || raw === '') continue;
    const value = String(raw);
    const [name, show] = Array.isArray(label) ? label : [label, undefined];
    const text = show
      ? show(value)
      : isIsoDate(value)
        ? formatDate(value)
        : /^\d{4}-\d{2}$/.test(value)
          ? monthLabel(value)
          : value;
    out.push(`${name}: ${text}`);
  }
  return out;
}
