import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { mails } from '../../db/schema/index';
import type { Jobs } from '../jobs';
import { createDelivery, MAX_DELIVERY_ATTEMPTS } from './delivery';
import { type Brand, type MailMessage, renderMail } from './layout';

export const DELIVER_MAIL = 'mail.deliver';
export { MAX_DELIVERY_ATTEMPTS };
export const SWEEP_MAILS = 'mail.sweep';

export type SmtpSettings = { url?: string; from?: string };
/** A tenant's own SMTP server (white label) or the installation's SMTP_URL; none means the outbox. */
export type SmtpResolver = (tenantId: number) => Promise<SmtpSettings>;

/** The brand (name, logo, colour) a tenant's e-mails show; HR.We's own until the tenant configuration sets one. */
export type BrandResolver = (tenantId: number) => Promise<Brand | null>;

export type OutgoingMail = { tenantId: number; key: string; to: string; message: MailMessage };

/**
 * Every e-mail is first stored (with an idempotency key) and then delivered by a job, so a crash or a retry of
 * the calling code never sends twice, and a failed delivery is retried. Without SMTP the stored row is the outbox.
 */
export function createMailer(
  db: Db,
  jobs: Jobs,
  log: FastifyBaseLogger,
  defaults: SmtpSettings,
  limits: { maxConnections: number } = { maxConnections: 5 },
) {
  let resolveSmtp: SmtpResolver = async () => defaults;
  let resolveBrand: BrandResolver = async () => null;
  const delivery = createDelivery(db, log, limits.maxConnections, (tenantId) => resolveSmtp(tenantId));

  /**
   * Re-queues mails whose job was lost (the process stopped between storing and queueing), and settles mails whose
   * sending process stopped after the end of the message (unconfirmed: not sent again).
   */
  async function sweep() {
    await delivery.settleAbandoned();
    const stale = await db
      .select({ id: mails.id })
      .from(mails)
      .where(
        sql`${mails.status} = 'queued' and ${mails.createdAt} < now() - interval '2 minutes'
          and (${mails.claimedAt} is null or ${mails.claimedAt} < now() - interval '2 minutes')`,
      )
      .limit(500);
    for (const m of stale) await jobs.send(DELIVER_MAIL, { mailId: m.id }, `mail:${m.id}`);
  }

  jobs.define(DELIVER_MAIL, delivery.deliver, {
    retryLimit: MAX_DELIVERY_ATTEMPTS - 1,
    retryDelaySeconds: 5,
    batchSize: limits.maxConnections,
    expireInSeconds: 120,
  });
  jobs.define(SWEEP_MAILS, sweep, { cron: '*/5 * * * *' });

  return {
    /** Stores and queues a mail once per key; returns false when that key was already sent or queued. */
    async send(mail: OutgoingMail): Promise<boolean> {
      const brand = mail.message.source ? await resolveBrand(mail.tenantId) : null;
      const message = brand
        ? renderMail(mail.message.source!.locale, mail.message.source!.content, brand)
        : mail.message;
      const [row] = await db
        .insert(mails)
        .values({
          tenantId: mail.tenantId,
          idempotencyKey: mail.key,
          toAddress: mail.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
        })
        .onConflictDoNothing({ target: mails.idempotencyKey })
        .returning({ id: mails.id });
      if (!row) return false;
      await jobs.send(DELIVER_MAIL, { mailId: row.id }, `mail:${row.id}`);
      return true;
    },
    setSmtpResolver(resolver: SmtpResolver) {
      resolveSmtp = resolver;
    },
    setBrandResolver(resolver: BrandResolver) {
      resolveBrand = resolver;
    },
    /**
     * Cancels the not yet sent mail stored under `key` (a re-sent invitation replaces the pending one). A mail whose
     * end is already being sent cannot be recalled. Returns whether one was cancelled.
     */
    async cancel(tenantId: number, key: string): Promise<boolean> {
      const rows = await db
        .update(mails)
        .set({ status: 'cancelled' })
        .where(and(eq(mails.tenantId, tenantId), eq(mails.idempotencyKey, key), eq(mails.status, 'queued')))
        .returning({ id: mails.id });
      return rows.length > 0;
    },
    /** Waits for the sends in flight (a stopping server), then closes the SMTP connections. */
    close: delivery.close,
  };
}
export type Mailer = ReturnType<typeof createMailer>;
