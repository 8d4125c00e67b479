import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import { mails } from '../../db/schema/index';
import type { Jobs } from '../jobs';
import { type Brand, type MailMessage, renderMail } from './layout';

export const DELIVER_MAIL = 'mail.deliver';
/** Delivery attempts before a mail is marked failed (pg-boss retries the job until then). */
export const MAX_DELIVERY_ATTEMPTS = 9;
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
export function createMailer(db: Db, jobs: Jobs, log: FastifyBaseLogger, defaults: SmtpSettings) {
  let resolveSmtp: SmtpResolver = async () => defaults;
  let resolveBrand: BrandResolver = async () => null;
  const transports = new Map<string, Transporter>();
  const transportFor = (url: string) => {
    let t = transports.get(url);
    if (!t) {
      t = nodemailer.createTransport(url);
      transports.set(url, t);
    }
    return t;
  };

  async function deliver({ mailId }: { mailId: number }) {
    const [mail] = await db.select().from(mails).where(eq(mails.id, mailId));
    if (!mail || mail.status === 'sent' || mail.status === 'outbox') return;
    const smtp = await resolveSmtp(mail.tenantId);
    if (!smtp.url) {
      await db.update(mails).set({ status: 'outbox' }).where(eq(mails.id, mailId));
      return;
    }
    const [counted] = await db
      .update(mails)
      .set({ attempts: sql`${mails.attempts} + 1` })
      .where(eq(mails.id, mailId))
      .returning({ attempts: mails.attempts });
    try {
      await transportFor(smtp.url).sendMail({
        from: smtp.from ?? defaults.from ?? 'HR.We <no-reply@hrwe.local>',
        to: mail.toAddress,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: { 'X-HRWE-Mail-Id': String(mail.id) },
      });
      await db
        .update(mails)
        .set({ status: 'sent', sentAt: new Date(), lastError: null })
        .where(eq(mails.id, mailId));
    } catch (err) {
      // The last attempt marks the mail failed, so the sender's screens can show it and offer a re-send.
      const failed = (counted?.attempts ?? 0) >= MAX_DELIVERY_ATTEMPTS;
      await db
        .update(mails)
        .set({ lastError: (err as Error).message, ...(failed ? { status: 'failed' as const } : {}) })
        .where(eq(mails.id, mailId));
      log.warn({ mailId, err: (err as Error).message }, 'mail delivery failed');
      throw err;
    }
  }

  /** Re-queues mails whose job was lost (the process stopped between storing and queueing). */
  async function sweep() {
    const stale = await db
      .select({ id: mails.id })
      .from(mails)
      .where(sql`${mails.status} = 'queued' and ${mails.createdAt} < now() - interval '2 minutes'`)
      .limit(500);
    for (const m of stale) await jobs.send(DELIVER_MAIL, { mailId: m.id }, `mail:${m.id}`);
  }

  jobs.define(DELIVER_MAIL, deliver, { retryLimit: MAX_DELIVERY_ATTEMPTS - 1 });
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
    close() {
      for (const t of transports.values()) t.close();
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
