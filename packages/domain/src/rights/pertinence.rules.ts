import { type CheckName, type ProviderSwitches, selectedChecks } from '../checks/check.schemas';

/**
 * The check groups a purpose category names as pertinent (Statuto dei Lavoratori art. 8, D.Lgs. 276/2003 art. 10:
 * only what bears on the professional aptitude for the role may be looked into).
 */
export const CHECK_GROUPS = ['creditBureau', 'negativeEvents', 'traversal', 'incomeEstimate'] as const;
export type CheckGroup = (typeof CHECK_GROUPS)[number];

/** The provider switches of the request form and single visura, in the form's order. */
/** Cerved's own calls, each with its switch, asked only when Cerved is on. */
export const CERVED_SUB_FLAGS = [
  'callCervedCensusCellByAddress',
  'callCervedEstimationAdvanced',
  'callCervedEventNegativityDetails',
  'callCervedEventNegativityFlags',
  'callCervedPersonCGS',
  'callCervedTraversal',
] as const;
export const SWITCHES = ['callCrifAndCribis', 'callCerved', ...CERVED_SUB_FLAGS] as const;
export type Switch = (typeof SWITCHES)[number];
export type Switches = Record<Switch, boolean>;
export type PartialSwitches = Partial<Record<Switch, boolean | undefined>>;

/** Which switches each group opens; `callCerved` is the master switch of the Cerved ones. */
export const GROUP_SWITCHES: Record<CheckGroup, readonly Switch[]> = {
  creditBureau: ['callCrifAndCribis', 'callCervedPersonCGS'],
  negativeEvents: ['callCervedEventNegativityFlags', 'callCervedEventNegativityDetails'],
  traversal: ['callCervedTraversal'],
  incomeEstimate: ['callCervedEstimationAdvanced', 'callCervedCensusCellByAddress'],
};

/** The switches pertinent to a category's groups (callCerved when any Cerved switch is). */
export function pertinentSwitches(groups: readonly string[]): Switch[] {
  const open = new Set<Switch>();
  for (const g of groups) for (const s of GROUP_SWITCHES[g as CheckGroup] ?? []) open.add(s);
  if (CERVED_SUB_FLAGS.some((s) => open.has(s))) open.add('callCerved');
  return SWITCHES.filter((s) => open.has(s));
}

/** The effective switches: a Cerved sub-switch counts only while callCerved is on. */
export function effectiveSwitches(flags: PartialSwitches): Switches {
  const cerved = flags.callCerved === true;
  return Object.fromEntries(
    SWITCHES.map((s) => [
      s,
      s === 'callCrifAndCribis' || s === 'callCerved' ? flags[s] === true : cerved && flags[s] === true,
    ]),
  ) as Switches;
}

/** The switches that are on (effectively) but not pertinent: these are refused, whatever the consent. */
export function nonPertinentSwitches(flags: PartialSwitches, groups: readonly string[]): Switch[] {
  const allowed = new Set(pertinentSwitches(groups));
  const on = effectiveSwitches(flags);
  return SWITCHES.filter((s) => on[s] && !allowed.has(s));
}

/**
 * The switches a form starts with, and what the server uses for a switch the caller left out: the pertinent ones,
 * narrowed to the HR user's default provider family when that leaves something to run.
 */
export function defaultSwitches(groups: readonly string[], family: 'cc' | 'ce' | null = null): Switches {
  const pertinent = pertinentSwitches(groups);
  const inFamily = pertinent.filter(
    (s) => family === null || (family === 'cc') === (s === 'callCrifAndCribis'),
  );
  const chosen = new Set(selectedChecks(asSwitches(inFamily)).length > 0 ? inFamily : pertinent);
  return Object.fromEntries(SWITCHES.map((s) => [s, chosen.has(s)])) as Switches;
}

const asSwitches = (on: readonly Switch[]): ProviderSwitches =>
  Object.fromEntries(SWITCHES.map((s) => [s, on.includes(s)]));

/** The caller's switches with the left-out ones taken from the defaults. */
export function resolveSwitches(
  given: PartialSwitches,
  groups: readonly string[],
  family: 'cc' | 'ce' | null = null,
): Switches {
  const defaults = defaultSwitches(groups, family);
  return effectiveSwitches(Object.fromEntries(SWITCHES.map((s) => [s, given[s] ?? defaults[s]])));
}

/** The checks that will run for these switches, limited to the pertinent ones (what the providers are asked). */
export function pertinentChecks(flags: ProviderSwitches, groups: readonly string[] | null): CheckName[] {
  if (groups === null) return selectedChecks(flags);
  const allowed = new Set(pertinentSwitches(groups));
  return selectedChecks(asSwitches(SWITCHES.filter((s) => allowed.has(s) && flags[s] === true)));
}
