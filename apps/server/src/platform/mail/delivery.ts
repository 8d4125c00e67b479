import { randomUUID } from 'node:crypto';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import addressparser from 'nodemailer/lib/addressparser';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { Db } from '../../db/client';
import { eraseDeliveredMails } from '../../db/erase-candidates';
import type { Executor } from '../../db/executor';
import { mails } from '../../db/schema/index';
import { gatedMessage } from './gated-message';
import { createSmtpPool, DEFAULT_SMTP_TIMEOUT_MS, type SmtpPool } from './smtp-pool';

export type SmtpSettings = { url?: string; from?: string };
/** A tenant's own SMTP server (white label) or the installation's SMTP_URL; none means the outbox. */
export type SmtpResolver = (tenantId: number) => Promise<SmtpSettings>;

/** Delivery attempts before a mail is marked failed (pg-boss retries the job until then). */
export const MAX_DELIVERY_ATTEMPTS = 9;
/**
 * A mail found "sending" this long after its claim was left by a process that stopped after the end of the message
 * (a live one finishes within the SMTP socket timeout): it is settled as unconfirmed, never sent again. Three times
 * the socket timeout, 30 s by default.
 */
const settledAfter = (smtpTimeoutMs = DEFAULT_SMTP_TIMEOUT_MS) => `${3 * smtpTimeoutMs} milliseconds`;
const DEFAULT_FROM = 'HR.We <no-reply@hrwe.local>';
const DONE = ['sent', 'outbox', 'failed', 'unconfirmed', 'cancelled'];

/** What one delivery attempt ended in (counted in hrwe_mails_total). */
export type MailOutcome = 'sent' | 'deferred' | 'failed' | 'unconfirmed' | 'outbox';

/** A mail that failed for good, as its failure listeners see it. */
export type FailedMail = { id: number; tenantId: number; key: string; to: string; lastError: string };

/**
 * Delivers stored mails at most once, as far as SMTP allows (docs/decisions/mail-at-most-once.md):
 * a claim per attempt, "sending" written just before the end of the message, so only a process stopped in the
 * few milliseconds between that write and the server's answer leaves a mail whose fate is unknown, and such a mail
 * is never sent again. Every attempt carries the same Message-ID.
 */
export function createDelivery(
  db: Db,
  log: FastifyBaseLogger,
  /** SMTP connections at once per SMTP server; SMTP_TIMEOUT_MS (10 s when unset). */
  limits: { maxConnections: number; smtpTimeoutMs?: number },
  resolveSmtp: SmtpResolver,
  /** Poll interval while another process may be finishing a send; 0 (tests) gives up at once and retries later. */
  waitForSending = 1_000,
  /** Called in the transaction that marks a mail failed for good (a feature's consequence commits with it). */
  onFailed: (mail: FailedMail, tx: Executor) => Promise<void> = async () => {},
  /** Told how each attempt ended (the metrics). */
  onOutcome: (outcome: MailOutcome) => void = () => {},
) {
  const pools = new Map<string, SmtpPool>();
  const inFlight = new Set<Promise<unknown>>();
  const poolFor = (url: string) => {
    let p = pools.get(url);
    if (!p) {
      p = createSmtpPool(url, limits.maxConnections, limits.smtpTimeoutMs);
      pools.set(url, p);
    }
    return p;
  };

  /** One attempt; then a mail about an erased candidate that is now done loses its address and body. */
  async function deliver({ mailId }: { mailId: number }) {
    try {
      await attempt(mailId);
    } finally {
      await eraseDeliveredMails(db, mailId);
    }
  }

  async function attempt(mailId: number) {
    const [mail] = await db.select().from(mails).where(eq(mails.id, mailId));
    if (!mail || DONE.includes(mail.status)) return;
    if (mail.status === 'sending') {
      // Another process reached the end of the message: it finishes, or it stopped and the mail is unconfirmed.
      await settleWhenAbandoned(mailId);
      return;
    }
    const smtp = await resolveSmtp(mail.tenantId).catch(async (err: Error & { code?: string }) => {
      // A tenant's SMTP host the outbound guard refuses will not change by retrying: the mail fails now.
      if (err.code !== 'OUTBOUND_REFUSED') throw err;
      await markFailed(mail, and(eq(mails.id, mailId), eq(mails.status, 'queued')), err.message);
      onOutcome('failed');
      return null;
    });
    if (!smtp) return;
    if (!smtp.url) {
      await db
        .update(mails)
        .set({ status: 'outbox' })
        .where(and(eq(mails.id, mailId), eq(mails.status, 'queued')));
      onOutcome('outbox');
      return;
    }
    const from = smtp.from ?? DEFAULT_FROM;
    const token = randomUUID();
    const [claimed] = await db
      .update(mails)
      .set({
        attempts: sql`${mails.attempts} + 1`,
        claimToken: token,
        claimedAt: sql`now()`,
        messageId: sql`coalesce(${mails.messageId}, ${messageIdFor(mail.id, mail.createdAt, from)})`,
      })
      .where(and(eq(mails.id, mailId), eq(mails.status, 'queued')))
      .returning({ attempts: mails.attempts, messageId: mails.messageId });
    if (!claimed) return; // sent, cancelled or settled meanwhile
    const ours = and(eq(mails.id, mailId), eq(mails.claimToken, token));

    const raw = await new MailComposer({
      from,
      to: mail.toAddress,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      messageId: claimed.messageId!,
      headers: { 'X-HRWE-Mail-Id': String(mail.id) },
    })
      .compile()
      .build();
    let passedEnd = false;
    const message = gatedMessage(raw, async () => {
      const marked = await db
        .update(mails)
        .set({ status: 'sending', claimedAt: sql`now()` })
        .where(and(ours, eq(mails.status, 'queued')))
        .returning({ id: mails.id });
      // Cancelled, or claimed by another process after this one was presumed dead: send nothing.
      if (marked.length === 0) throw new Error('delivery claim lost');
      passedEnd = true;
    });

    const sending = poolFor(smtp.url).send({ from: envelopeAddress(from), to: [mail.toAddress] }, message);
    inFlight.add(sending);
    try {
      await sending;
      await db.update(mails).set({ status: 'sent', sentAt: new Date(), lastError: null }).where(ours);
      onOutcome('sent');
    } catch (err) {
      const e = err as Error & { responseCode?: number };
      const code = e.responseCode;
      if (!code && passedEnd) {
        // The server went silent after the end of the message: it may have it. Not sent again.
        await db.update(mails).set({ status: 'unconfirmed', lastError: e.message }).where(ours);
        log.warn({ mailId, err: e.message }, 'mail delivery unconfirmed');
        onOutcome('unconfirmed');
        return;
      }
      // A permanent refusal (5xx) ends the attempts; a temporary one is failed only when no attempt is left.
      const permanent = code !== undefined && code >= 500 && code < 600;
      const failed = permanent || claimed.attempts >= MAX_DELIVERY_ATTEMPTS;
      const where = and(ours, inArray(mails.status, ['queued', 'sending']));
      if (failed) await markFailed(mail, where, e.message);
      else await db.update(mails).set({ status: 'queued', lastError: e.message }).where(where);
      log.warn({ mailId, code, failed, err: e.message }, 'mail delivery failed');
      onOutcome(failed ? 'failed' : 'deferred');
      if (!failed) throw err;
    } finally {
      inFlight.delete(sending);
    }
  }

  /** Marks a mail failed for good and runs the failure's consequences in the same transaction. */
  async function markFailed(mail: typeof mails.$inferSelect, where: SQL | undefined, lastError: string) {
    await db.transaction(async (tx) => {
      const rows = await tx
        .update(mails)
        .set({ status: 'failed', lastError })
        .where(where)
        .returning({ id: mails.id });
      if (rows.length > 0)
        await onFailed(
          { id: mail.id, tenantId: mail.tenantId, key: mail.idempotencyKey, to: mail.toAddress, lastError },
          tx,
        );
    });
  }

  /** Waits (polling) while another process may still finish the send, then settles the mail if it did not. */
  async function settleWhenAbandoned(mailId: number) {
    for (;;) {
      if (await settleAbandoned(mailId)) return;
      const [row] = await db.select({ status: mails.status }).from(mails).where(eq(mails.id, mailId));
      if (row?.status !== 'sending') return;
      if (waitForSending === 0) throw new Error(`mail ${mailId} is being sent by another process`);
      await new Promise((r) => setTimeout(r, waitForSending));
    }
  }

  /**
   * Mails left "sending" by a process that stopped after the end of the message: their fate is unknown, so they
   * become unconfirmed (shown as sent; the HR user can re-send an invitation). Returns whether `mailId` was one.
   */
  async function settleAbandoned(mailId?: number): Promise<boolean> {
    const rows = await db
      .update(mails)
      .set({
        status: 'unconfirmed',
        lastError: 'the sending process stopped after the end of the message; not sent again',
      })
      .where(
        and(
          eq(mails.status, 'sending'),
          sql`${mails.claimedAt} < now() - ${settledAfter(limits.smtpTimeoutMs)}::interval`,
          mailId === undefined ? undefined : eq(mails.id, mailId),
        ),
      )
      .returning({ id: mails.id });
    if (rows.length) log.warn({ mails: rows.map((r) => r.id) }, 'mails settled as unconfirmed');
    await eraseDeliveredMails(db);
    return rows.length > 0;
  }

  return {
    deliver,
    settleAbandoned,
    /** Waits for the sends in flight (bounded by the SMTP timeouts), then closes every connection. */
    async close() {
      await Promise.allSettled([...inFlight]);
      for (const p of pools.values()) p.close();
      pools.clear();
    },
  };
}

/** One Message-ID per mail row, the same on every attempt: `<id.created@sender's domain>`. */
function messageIdFor(id: number, createdAt: Date, from: string): string {
  const domain = envelopeAddress(from).split('@')[1] || 'hrwe.local';
  return `<${id}.${createdAt.getTime()}@${domain}>`;
}

function envelopeAddress(from: string): string {
  const [first] = addressparser(from) as { address?: string }[];
  return first?.address || from;
}
