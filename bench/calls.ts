/**
 * The calls of the load benchmark: the main screens' API calls as an HR user and as the tenant's administrator,
 * each with the explain case whose SQL the raw reference runs. `openCalls` signs both in on a running server and
 * keeps the calls that server answers.
 */
import type { AppDeps } from '../apps/server/src/deps';
import { explainCases, graph30, type recorder } from './explain';
import { type Request, signIn } from './lib/measure';
import { option } from './lib/options';
import { type BenchSubjects, findSubjects } from './lib/subjects';

export type Call = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  as: 'hr' | 'admin';
  /** The explain case whose SQL the raw reference runs. */
  sql?: string;
  /** Targets of issue 18 that name the call besides p95 ≤ 50 ms. */
  kind?: 'text search' | 'tenant-wide aggregate';
};

/** The calls measured on one process and on two. */
export const PROCESS_CALLS = [
  'session check',
  'history p1 (HR)',
  'candidate report (HR)',
  'dashboard count (admin)',
];

/** `deep`: page 500 (or the last full one) and the cursor of the page before, as the DataTable's "Successiva" asks it. */
function callsOf(s: BenchSubjects, deep: { page: number; after: string }): Call[] {
  const g = graph30();
  const graphBody = { frequency: g.frequency, state: g.state, range: { rangeFrom: g.from, rangeTo: g.to } };
  const get = (name: string, path: string, as: Call['as'], more: Partial<Call> = {}): Call => ({
    name,
    method: 'GET',
    path,
    as,
    ...more,
  });
  const aggregate = 'tenant-wide aggregate' as const;
  return [
    get('session check', '/api/session', 'hr'),
    get('history p1 (HR)', '/api/report/list?page=1', 'hr', { sql: 'history p1 (HR)' }),
    get('history p1 (admin)', '/api/report/list?page=1', 'admin', { sql: 'history p1 (admin)' }),
    get('history p500 (admin)', `/api/report/list?page=${deep.page}&after=${deep.after}`, 'admin', {
      sql: 'history p500 (admin)',
    }),
    get('candidates text (HR)', '/api/report/candidate/list?q=rossi', 'hr', {
      sql: 'all candidates text "rossi" (HR)',
      kind: 'text search',
    }),
    get('candidates text (admin)', '/api/report/candidate/list?q=rossi', 'admin', {
      sql: 'all candidates text "rossi" (admin)',
      kind: 'text search',
    }),
    get('report detail (HR)', `/api/report/detail/${s.requestNumber}`, 'hr', { sql: 'report detail (HR)' }),
    get('candidate report (HR)', `/api/report/candidate/get/${s.requestNumber}/${s.candidateId}`, 'hr', {
      sql: 'candidate report (HR)',
    }),
    get('dashboard count (HR)', '/api/report/dashboard/count', 'hr', { sql: 'dashboard count (HR)' }),
    get('dashboard count (admin)', '/api/report/dashboard/count', 'admin', {
      sql: 'dashboard count (admin)',
      kind: aggregate,
    }),
    {
      name: 'dashboard graph (HR)',
      method: 'POST',
      path: '/api/report/dashboard/graph',
      body: graphBody,
      as: 'hr',
      sql: 'dashboard graph 30 days (HR)',
    },
    {
      name: 'dashboard graph (admin)',
      method: 'POST',
      path: '/api/report/dashboard/graph',
      body: graphBody,
      as: 'admin',
      sql: 'dashboard graph 30 days (admin)',
      kind: aggregate,
    },
    get('payment dashboard (admin)', '/api/payment/bill/dashboard', 'admin', {
      sql: 'payment dashboard (admin)',
      kind: aggregate,
    }),
    get('bill list (HR)', '/api/payment/bill/get/list', 'hr', { sql: 'bills p1 (HR)' }),
    get('bill list (admin)', '/api/payment/bill/get/list', 'admin', {
      sql: 'bills p1 (admin)',
      kind: aggregate,
    }),
  ];
}

export type Case = ((d: AppDeps) => Promise<unknown>) & { prepare?: (d: AppDeps) => Promise<unknown> };
export type Who = Record<Call['as'], { cookie: string; token: string }>;

/** The HTTP request of a call on the server at `base`, with the caller's session. */
export const requestOf = (c: Call, base: string, who: Who): Request => ({
  url: base + c.path,
  method: c.method,
  headers: { cookie: who[c.as].cookie, ...(c.body ? { 'content-type': 'application/json' } : {}) },
  body: c.body ? JSON.stringify(c.body) : undefined,
});

/** Signs the HR user and the administrator in on `base`, and asks each call once: the calls that succeed. */
export async function openCalls(rec: ReturnType<typeof recorder>, base: string) {
  const subjects = await findSubjects(rec.pool);
  const who: Who = {
    hr: await signIn(base, subjects.hr.email),
    admin: await signIn(base, subjects.admin.email),
  };
  const cases = explainCases(subjects) as Record<string, Case>;
  const deep = (await cases['history p500 (admin)']!.prepare!(rec.deps)) as { page: number; after: string };
  // One answer of each call: it must succeed, and its body is what the constant-JSON ceiling answers.
  const bodies: Record<string, unknown> = {};
  const live: Call[] = [];
  // --only=<regex> keeps the calls it names (load and sizes), as it keeps the explain cases.
  const only = option('only');
  for (const c of callsOf(subjects, deep).filter((c) => !only || new RegExp(only, 'i').test(c.name))) {
    const req = requestOf(c, base, who);
    const res = await fetch(req.url, req);
    const text = await res.text();
    if (res.status !== 200) {
      console.log(
        `skipped ${c.name}: ${c.method} ${c.path.split('?')[0]} answers ${res.status} (not on the server yet?)`,
      );
      continue;
    }
    const body = JSON.parse(text);
    // An empty list costs nothing to answer: measuring it would flatter the call (see lib/seeded-tables.ts).
    if (Array.isArray(body?.data) && body.data.length === 0) {
      console.log(
        `skipped ${c.name}: ${c.method} ${c.path.split('?')[0]} answers an empty list for its subject`,
      );
      continue;
    }
    bodies[c.name] = body;
    live.push(c);
  }
  return { subjects, who, cases, live, bodies };
}
