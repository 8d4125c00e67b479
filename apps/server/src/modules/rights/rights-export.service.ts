import {
  type AuditAction,
  type CheckName,
  RELEVANCE_WEIGHTS,
  SCORE_BAND_LABELS,
  scoreBand,
} from '@hrwe/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inTx } from '../../db/executor';
import { personalDataCopy } from '../../db/personal-data-copy';
import type { AppDeps } from '../../deps';
import { audit } from '../../platform/audit';
import { hrweResultOf, resultsOf } from '../checks';
import { contestsOfCandidate } from './rights-contest.repository';
import { requireRightsLink } from './rights-link';
import { checkStatesOf, controllerOf } from './rights-status.service';
import { recordAccessByLink } from './subject-requests.repository';

/** Tables holding rows about a candidate that the export shows in their own section; any other is listed as is. */
export const EXPORT_SECTIONS: Record<string, string> = {
  consents: 'consents',
  candidate_checks: 'checks',
  candidate_contests: 'contests',
  register_payments: 'billing',
};

/** How the score is computed, in words (the same rule as the report's, packages/domain scoring). */
export const SCORE_METHOD_IT =
  "Il punteggio va da 1 (criticità minima) a 100 (criticità massima): 45 punti per cento dell'indice di degrado " +
  "dell'area di residenza, più il peso della rilevanza degli eventi negativi (nessuna 0, bassa 15, media 25, alta 45 " +
  'punti), più 10 punti quando il reddito medio della provincia è inferiore alla media nazionale (indice < 1); il ' +
  'risultato è arrotondato per eccesso. Fasce: fino a 20 molto basso, 40 basso, 60 medio, 80 alto, oltre molto alto.';

const IDENT = /^[a-z_][a-z0-9_]*$/;

/**
 * Everything held about the candidate of a link (GDPR art. 15; the JSON is also the portable copy of art. 20):
 * the data they entered, the consent evidence, each check with its result, the score and how it was computed,
 * who read the report and when (by company only: the readers' own personal data is not the candidate's),
 * contests, e-mails sent to them, whether the check was billed, and the rows of any other table that refers to
 * them. Only this candidate's rows, of this tenant.
 */
export async function candidateDataExport(
  deps: Pick<AppDeps, 'db'>,
  tenantId: number,
  rn: string,
  uuid: string,
  now: Date,
) {
  const { db } = deps;
  const l = await requireRightsLink(db, tenantId, rn, uuid, now);
  const id = l.candidateId;
  const q = async <T>(query: ReturnType<typeof sql>) =>
    (await db.execute<T & Record<string, unknown>>(query)).rows;

  const [candidate] = await q<Record<string, unknown>>(sql`
    select id, email, first_name, last_name, codice_fiscale, date_of_birth::text as date_of_birth, via, indirizzo,
           civico, cap, provincia, citta, status, consent_given, consent_at, consent_withdrawn_at, data_submitted_at,
           inserted_at, invitation_sent_at, reminder_sent_at, completed_at, anonymised_at, degradation_score,
           worst_flag, income_estimate, negative_events, hrwe_score, traffic_light
      from candidates where id = ${id} and tenant_id = ${tenantId}`);
  const consents = await q(sql`
    select id, choice, withdrawal, text_version, ip, user_agent, created_at
      from consents where candidate_id = ${id} and tenant_id = ${tenantId} order by created_at, id`);
  const checkRows = await q<{ check_name: string; status: string; raw: unknown }>(sql`
    select id, check_name, provider, status, attempts, raw, summary, started_at, finished_at
      from candidate_checks where candidate_id = ${id} and tenant_id = ${tenantId} order by id`);
  const readings = await q<{
    action: AuditAction;
    created_at: Date;
    company: string | null;
    by_candidate: boolean;
  }>(sql`
    select a.id, a.action, a.created_at, a.user_id is null as by_candidate,
           coalesce(nullif(trim(u.company_name), ''), t.name) as company
      from audit_log a
      left join users u on u.id = a.user_id
      join tenants t on t.id = a.tenant_id
     where a.tenant_id = ${tenantId} and a.subject_type = 'candidate' and a.subject_id = ${id}
     order by a.created_at, a.id`);
  const mails =
    l.email && l.email !== 'anonimizzato'
      ? await q(sql`
          select id, subject, status, created_at, sent_at from mails
           where tenant_id = ${tenantId} and lower(to_address) = lower(${l.email}) order by created_at, id`)
      : [];
  const billing = await q(sql`
    select id, request_number, month, created_at from register_payments
     where candidate_id = ${id} and tenant_id = ${tenantId}`);
  const contests = await contestsOfCandidate(db, id);

  const results = resultsOf(
    checkRows.map((r) => ({ checkName: r.check_name, status: r.status, raw: r.raw })),
  );
  const inputs = hrweResultOf(results);
  const score = (candidate?.hrwe_score as number | null) ?? null;
  return {
    format: 'hrwe-candidate-data/1',
    generatedAt: now.toISOString(),
    legalBasis: 'GDPR art. 15 (accesso), art. 20 (portabilità)',
    controller: controllerOf(l),
    request: {
      requestNumber: l.requestNumber,
      role: l.referencePerson,
      erasureDate: l.erasureDate,
    },
    candidate: candidate ?? null,
    consents,
    checks: checkRows,
    checkStates: await checkStatesOf(db, l),
    score: {
      value: score,
      band: score === null ? null : SCORE_BAND_LABELS[scoreBand(score)],
      trafficLight: candidate?.traffic_light ?? null,
      method: SCORE_METHOD_IT,
      weights: RELEVANCE_WEIGHTS,
      inputs: inputs
        ? {
            degradationScore: inputs.degradationScore,
            relevanceNegativity: inputs.relevanceNegativity,
            averageIncomeProvinceIndex: inputs.averageIncomeProvinceIndex,
          }
        : null,
    },
    readings: readings.map((r) => ({
      at: new Date(r.created_at).toISOString(),
      action: r.action,
      by: r.by_candidate ? 'candidate' : r.company,
    })),
    contests: contests.map((c) => ({
      id: c.id,
      createdAt: c.createdAt.toISOString(),
      message: c.message,
      fileName: c.fileName,
      reviewOutcome: c.reviewOutcome,
      reviewNote: c.reviewNote,
      reviewedAt: c.reviewedAt?.toISOString() ?? null,
      reviewedBy: c.reviewedAt ? (c.reviewerCompany ?? controllerOf(l).companyName) : null,
    })),
    emails: mails,
    billing: billing.map((b) => ({
      ...b,
      note: 'addebitato all’azienda; importo non incluso (dato dell’azienda)',
    })),
    otherRecords: await otherRecords(db, tenantId, id),
    /** Every personal column held about the candidate, by category, from the catalogue of personal data. */
    personalData: await personalDataCopy(db, id),
  };
}
/**
 * The candidate's access request on their link, answered at once: written in the register of requests and audited
 * as the candidate's own reading (before the copy is read, so the copy shows it), then the copy itself.
 */
export async function answerAccessRequest(
  deps: Pick<AppDeps, 'db'>,
  tenantId: number,
  rn: string,
  uuid: string,
  now: Date,
) {
  const l = await requireRightsLink(deps.db, tenantId, rn, uuid, now);
  await deps.db.transaction(async (tx) => {
    await recordAccessByLink(tx, tenantId, l.candidateId, now);
    await audit(inTx(tx), {
      tenantId,
      userId: null,
      action: 'candidate.data.export',
      subjectType: 'candidate',
      subjectId: l.candidateId,
    });
  });
  return candidateDataExport(deps, tenantId, rn, uuid, now);
}
export type CandidateDataExport = Awaited<ReturnType<typeof candidateDataExport>>;

/** Rows of every other table with a candidate_id column (added by later features), binary columns left out. */
async function otherRecords(db: Db, tenantId: number, candidateId: string) {
  const cols = await db.execute<{ table_name: string; column_name: string; data_type: string }>(sql`
    select c.table_name, c.column_name, c.data_type from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
       and c.table_name in (select table_name from information_schema.columns
                             where table_schema = current_schema() and column_name = 'candidate_id')`);
  const tables = new Map<string, { columns: string[]; tenant: boolean }>();
  for (const c of cols.rows) {
    if (c.table_name in EXPORT_SECTIONS || !IDENT.test(c.table_name) || !IDENT.test(c.column_name)) continue;
    const t = tables.get(c.table_name) ?? { columns: [], tenant: false };
    if (c.data_type !== 'bytea') t.columns.push(c.column_name);
    if (c.column_name === 'tenant_id') t.tenant = true;
    tables.set(c.table_name, t);
  }
  const out: Record<string, unknown[]> = {};
  for (const [table, t] of [...tables].sort(([a], [b]) => a.localeCompare(b))) {
    const list = sql.raw(t.columns.map((c) => `"${c}"`).join(', '));
    const rows = await db.execute(sql`
      select ${list} from ${sql.raw(`"${table}"`)}
       where candidate_id = ${candidateId} ${t.tenant ? sql`and tenant_id = ${tenantId}` : sql``}`);
    if (rows.rows.length) out[table] = rows.rows;
  }
  return out;
}

export type { CheckName };
