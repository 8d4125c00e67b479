import { shortMonthLabel } from '@hrwe/domain';

/** '2026-03-25' → '25/03'; '2026-03' → 'mar 2026' (it), 'Mar 2026' (en): a month by its name (issue 26). */
export const axisLabel = (name: string, language: string) => {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(name);
  return day ? `${day[3]}/${day[2]}` : shortMonthLabel(name, language);
};
