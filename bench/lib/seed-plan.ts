import { type Prng, prng } from './prng';

export const DAY = 86_400_000;
export const iso = (ms: number) => new Date(ms).toISOString();

/** One seed run: its generator (drawn in a fixed order, so a seed and a day give the same data), its two years up to
 * `until`, and how many candidates, HR users and reports it makes. */
export type SeedPlan = {
  r: Prng;
  START: number;
  END: number;
  candidatesWanted: number;
  hrUsersWanted: number;
  reportsWanted: number;
};

export function seedPlan(candidatesWanted: number, seed: number, until: Date): SeedPlan {
  const END = Date.UTC(until.getUTCFullYear(), until.getUTCMonth(), until.getUTCDate());
  return {
    r: prng(seed),
    START: END - 730 * DAY,
    END,
    candidatesWanted,
    hrUsersWanted: Math.max(20, Math.round(candidatesWanted / 500)),
    reportsWanted: Math.max(10, Math.round(candidatesWanted / 10)),
  };
}

export type User = {
  id: string;
  tenantId: number;
  email: string;
  first: string;
  last: string;
  company: string;
  status: string;
  role: 'ROLE_USER' | 'ROLE_ADMIN';
  costCents: number;
  reportDefault: 'cc' | 'ce';
  createdAt: number;
  weight: number;
};

export type Report = {
  id: string;
  tenantId: number;
  user: User;
  number: string;
  name: string;
  createdAt: number;
  validEnd: number;
  kind: 'INVITATION' | 'VISURA';
  candidates: number;
  completed: number;
  status: 'OPEN' | 'CLOSE' | 'EXPIRE';
};
