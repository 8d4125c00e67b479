/** '2026-03-25' → '25/03'; '2026-03' → 'mar 2026' (it), 'Mar 2026' (en): a month by its name (issue 26). */
export const axisLabel = (name: string, language: string) => {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(name);
  if (day) return `${day[3]}/${day[2]}`;
  const month = /^(\d{4})-(\d{2})$/.exec(name);
  if (!month) return name;
  const first = new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1));
  return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    first,
  );
};
