import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { inTx } from '../../db/executor';

/**
 * Erases one candidate's personal data now, column for column as the retention job does (reports.retention.ts;
 * a test compares the two): identity, address and e-mail, the providers' raw answers and summaries, the consent
 * evidence's IP address and user agent, and stamps anonymised_at (which also erases their contests' texts and
 * attachments, by trigger, migration 0045). Statuses, dates and scores stay, as after the retention.
 */
export async function eraseCandidateNow(tx: Executor, candidateId: string, now: Date) {
  const db = inTx(tx);
  await db.execute(sql`
    update candidates set
      email = 'anonimizzato', first_name = null, last_name = null, codice_fiscale = null, date_of_birth = null,
      via = null, indirizzo = null, civico = null, cap = null, provincia = null, citta = null,
      anonymised_at = coalesce(anonymised_at, ${now.toISOString()}::timestamptz)
    where id = ${candidateId}`);
  await db.execute(
    sql`update candidate_checks set raw = null, summary = null where candidate_id = ${candidateId}`,
  );
  await db.execute(
    sql`update consents set ip = 'anonimizzato', user_agent = 'anonimizzato' where candidate_id = ${candidateId}`,
  );
}
