import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { eraseDeliveredMails } from '../../db/erase-candidates';
import type { Executor } from '../../db/executor';
import { insertMany } from '../../db/insert-many';
import { mails } from '../../db/schema/index';
import type { Jobs } from '../jobs';
import type { Metrics } from '../metrics/metrics';
import {
  createDelivery,
  type FailedMail,
  MAX_DELIVERY_ATTEMPTS,
  type SmtpResolver,
  type SmtpSettings,
} from './delivery';
import { type Brand, type MailMessage, renderMail } from './layout';
import { DEFAULT_SMTP_MAX_CONNECTIONS } from './smtp-pool';

export const DELIVER_MAIL = 'mail.deliver';
export { MAX_DELIVERY_ATTEMPTS };
export const SWEEP_MAILS = 'mail.sweep';

export type { SmtpResolver, SmtpSettings } from './delivery';

/** The brand (name, logo, colour) a tenant's e-mails show; HR.We's own until the tenant configuration sets one. */
export type BrandResolver = (tenantId: number, db: Executor) => Promise<Brand | null>;

export type OutgoingMail = { tenantId: number; key: string; to: string; message: MailMessage };

/**
 * Every e-mail is stored (with an idempotency key) and its delivery job queued in the transaction of the change
 * that causes it, so both commit together or not at all, a retry of the calling code never sends twice, and a
 * failed delivery is retried. Without SMTP the stored row is the outbox.
 */
export function createMailer(
  db: Db,
  jobs: Jobs,
  log: FastifyBaseLogger,
  defaults: SmtpSettings,
  limits: { maxConnections: number; smtpTimeoutMs?: number } = {
    maxConnections: DEFAULT_SMTP_MAX_CONNECTIONS,
  },
  metrics?: Metrics,
) {
  let resolveSmtp: SmtpResolver = async () => defaults;
  let resolveBrand: BrandResolver = async () => null;
  const failureListeners: ((mail: FailedMail, tx: Executor) => Promise<void>)[] = [];
  const delivery = createDelivery(
    db,
    log,
    limits,
    (tenantId) => resolveSmtp(tenantId),
    undefined,
    async (mail, tx) => {
      for (const listen of failureListeners) await listen(mail, tx);
    },
    (outcome) => metrics?.mails.inc({ outcome }),
  );

  /**
   * Repairs what older code (mail row committed, job queued in a later step) could leave after a crash: a mail
   * still to deliver, not being sent, with no delivery job waiting or running is queued again (idempotent: a second
   * run finds the job). Also settles mails whose sending process stopped after the end of the message
   * (unconfirmed: not sent again). Returns how many were queued.
   */
  async function sweep() {
    await delivery.settleAbandoned();
    const { rows } = await db.execute<{ id: number }>(sql`
      select m.id from mails m
       where m.status = 'queued' and m.created_at < now() - interval '2 minutes'
         and (m.claimed_at is null or m.claimed_at < now() - interval '2 minutes')
         and not exists (select 1 from pgboss.job j
                          where j.name = ${DELIVER_MAIL} and j.singleton_key = 'mail:' || m.id::text
                            and j.state < 'completed')
       order by m.created_at
       limit 500`);
    await jobs.sendMany(
      DELIVER_MAIL,
      rows.map((m) => ({ data: { mailId: m.id }, key: `mail:${m.id}` })),
      db,
    );
    return rows.length;
  }

  /**
   * The one place mails are stored and their delivery queued: rows and jobs in the caller's transaction `tx`
   * (required, so a mail can never be queued apart from the change that causes it; a standalone mail, such as a
   * repair or a test, passes the database itself).
   */
  async function sendAll(list: OutgoingMail[], tx: Executor): Promise<number> {
    if (list.length === 0) return 0;
    const brands = new Map<number, Brand | null>();
    const values = [];
    for (const mail of list) {
      let brand: Brand | null = null;
      if (mail.message.source) {
        if (!brands.has(mail.tenantId)) brands.set(mail.tenantId, await resolveBrand(mail.tenantId, tx));
        brand = brands.get(mail.tenantId) ?? null;
      }
      const message = brand
        ? renderMail(mail.message.source!.locale, mail.message.source!.content, brand)
        : mail.message;
      values.push({
        tenantId: mail.tenantId,
        idempotencyKey: mail.key,
        toAddress: mail.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
      });
    }
    // One statement for the rows whatever their number (a request's thousands of invitations), one for the jobs.
    const rows = (
      await insertMany(tx, mails, values, { onConflictDoNothing: ['idempotency_key'], returning: ['id'] })
    ).map((r) => ({ id: Number(r.id) }));
    await jobs.sendMany(
      DELIVER_MAIL,
      rows.map((r) => ({ data: { mailId: r.id }, key: `mail:${r.id}` })),
      tx,
    );
    return rows.length;
  }

  jobs.define(DELIVER_MAIL, delivery.deliver, {
    retryLimit: MAX_DELIVERY_ATTEMPTS - 1,
    retryDelaySeconds: 5,
    batchSize: limits.maxConnections,
    expireInSeconds: 120,
  });
  jobs.define(SWEEP_MAILS, async () => void (await sweep()), { cron: '*/5 * * * *' });

  return {
    /**
     * Stores and queues a mail once per key, in the caller's transaction `tx` (the transaction of the change that
     * causes the mail). Returns false when that key was already stored.
     */
    async send(mail: OutgoingMail, tx: Executor): Promise<boolean> {
      return (await sendAll([mail], tx)) > 0;
    },
    /** `send` for many mails in one statement each for rows and jobs (a report's invitations); returns how many were new. */
    sendAll,
    /** Runs the repair sweep now (tests; the job runs it every 5 minutes). */
    sweep,
    setSmtpResolver(resolver: SmtpResolver) {
      resolveSmtp = resolver;
    },
    setBrandResolver(resolver: BrandResolver) {
      resolveBrand = resolver;
    },
    /** Runs `listener` in the transaction that marks a mail failed for good (an invitation that could not go out). */
    onFailed(listener: (mail: FailedMail, tx: Executor) => Promise<void>) {
      failureListeners.push(listener);
    },
    /**
     * Cancels the not yet sent mail stored under `key` (a re-sent invitation replaces the pending one). A mail whose
     * end is already being sent cannot be recalled. Returns whether one was cancelled.
     */
    async cancel(tenantId: number, key: string, tx: Executor): Promise<boolean> {
      const rows = await tx
        .update(mails)
        .set({ status: 'cancelled' })
        .where(and(eq(mails.tenantId, tenantId), eq(mails.idempotencyKey, key), eq(mails.status, 'queued')))
        .returning({ id: mails.id });
      for (const r of rows) await eraseDeliveredMails(tx, r.id);
      return rows.length > 0;
    },
    /** Waits for the sends in flight (a stopping server), then closes the SMTP connections. */
    close: delivery.close,
  };
}
export type Mailer = ReturnType<typeof createMailer>;
