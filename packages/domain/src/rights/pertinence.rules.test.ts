import { describe, expect, it } from 'vitest';
import {
  CHECK_GROUPS,
  defaultSwitches,
  nonPertinentSwitches,
  pertinentChecks,
  pertinentSwitches,
  resolveSwitches,
} from './pertinence.rules';
import { addMonths, erasureDay } from './retention.rules';
import { addWorkingDays, isWorkingDay } from './working-days';

const ALL_ON = {
  callCrifAndCribis: true,
  callCerved: true,
  callCervedCensusCellByAddress: true,
  callCervedEstimationAdvanced: true,
  callCervedEventNegativityDetails: true,
  callCervedEventNegativityFlags: true,
  callCervedPersonCGS: true,
  callCervedTraversal: true,
};

describe('pertinence', () => {
  it('opens the switches of each group, with the Cerved master switch when a Cerved one is open', () => {
    expect(pertinentSwitches(['traversal'])).toEqual(['callCerved', 'callCervedTraversal']);
    expect(pertinentSwitches(['creditBureau'])).toEqual([
      'callCrifAndCribis',
      'callCerved',
      'callCervedPersonCGS',
    ]);
    expect(pertinentSwitches([...CHECK_GROUPS])).toHaveLength(8);
    expect(pertinentSwitches(['unknown'])).toEqual([]);
  });

  it('names the switches that are on but not pertinent (a sub-switch under an off master counts as off)', () => {
    expect(nonPertinentSwitches(ALL_ON, ['negativeEvents'])).toEqual([
      'callCrifAndCribis',
      'callCervedCensusCellByAddress',
      'callCervedEstimationAdvanced',
      'callCervedPersonCGS',
      'callCervedTraversal',
    ]);
    expect(
      nonPertinentSwitches({ callCerved: false, callCervedTraversal: true }, ['negativeEvents']),
    ).toEqual([]);
    expect(nonPertinentSwitches(ALL_ON, [...CHECK_GROUPS])).toEqual([]);
  });

  it('defaults to the pertinent switches, narrowed to the default provider family when that leaves a check', () => {
    const d = defaultSwitches(['creditBureau', 'negativeEvents'], 'cc');
    expect(
      Object.entries(d)
        .filter(([, v]) => v)
        .map(([k]) => k),
    ).toEqual(['callCrifAndCribis']);
    const ce = defaultSwitches(['negativeEvents'], 'cc');
    expect(
      Object.entries(ce)
        .filter(([, v]) => v)
        .map(([k]) => k),
    ).toEqual(['callCerved', 'callCervedEventNegativityDetails', 'callCervedEventNegativityFlags']);
    const given = resolveSwitches({ callCervedEventNegativityDetails: false }, ['negativeEvents']);
    expect(pertinentChecks(given, ['negativeEvents'])).toEqual(['negativeFlags']);
  });

  it('never lets a non-pertinent check through to the providers', () => {
    expect(pertinentChecks(ALL_ON, ['traversal'])).toEqual(['traversal']);
    expect(pertinentChecks(ALL_ON, ['creditBureau'])).toEqual(['crif', 'cribis', 'personScore']);
    expect(pertinentChecks(ALL_ON, null)).toHaveLength(8);
  });
});

describe('retention and working days', () => {
  it('adds months as PostgreSQL does (the day clamped)', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', 12)).toBe('2027-11-15');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
  });

  it('erases on the day after the retention ends, counted from the Rome day', () => {
    // 23:30 UTC on 31 March is already 1 April in Rome.
    expect(erasureDay(new Date('2026-03-31T23:30:00Z'), 6)).toBe('2026-10-02');
    expect(erasureDay(new Date('2026-03-31T12:00:00Z'), 12)).toBe('2027-04-01');
  });

  it('counts Italian working days (weekends, national holidays and Easter Monday skipped)', () => {
    expect(isWorkingDay('2026-04-06')).toBe(false); // Easter Monday 2026
    expect(isWorkingDay('2026-12-08')).toBe(false);
    expect(isWorkingDay('2026-11-23')).toBe(true);
    expect(addWorkingDays('2026-11-23', 5)).toBe('2026-11-30'); // Monday + 5 working days
    expect(addWorkingDays('2026-12-04', 5)).toBe('2026-12-14'); // over a weekend and 8 December
  });
});
