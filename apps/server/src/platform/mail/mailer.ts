import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/executor';
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
export type BrandResolver = (tenantId: number, db: Executor) => Promise<Brand | null>;

export type OutgoingMail = { tenantId: number; key: string; to: string; message: MailMessage };

/**
 * Every e-mail is stored (with an idempotency key) and its delivery job queued in the transaction of the change
 * that causes it, so both commit together or not at all, a retry of the calling code never sends twice, and a
 * failed delivery is retried. Without SMTP the stored row is the outbox.
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

  /**
   * Repairs what older code (mail row committed, job queued in a later step) could leave after a crash: a mail
   * still to deliver with no delivery job waiting or running is queued again. Idempotent: a second run finds the job.
   */
  async function sweep() {
    const { rows } = await db.execute<{ id: number }>(sql`
      select m.id from mails m
       where m.status = 'queued' and m.created_at < now() - interval '2 minutes'
         and not exists (select 1 from pgboss.job j
                          where j.name = ${DELIVER_MAIL} and j.singleton_key = 'mail:' || m.id::text
                            and j.state < 'completed')
       order by m.created_at
       limit 500`);
    await jobs.sendMany(
      DELIVER_MAIL,
      rows.map((m) => ({ data: { mailId: m.id }, key: `mail:${m.id}` })),
    );
    return rows.length;
  }

  /** The one place mails are stored and their delivery queued: rows and jobs in the executor's transaction. */
  async function sendAll(list: OutgoingMail[], tx: Executor = db): Promise<number> {
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
    const rows = await tx
      .insert(mails)
      .values(values)
      .onConflictDoNothing({ target: mails.idempotencyKey })
      .returning({ id: mails.id });
    await jobs.sendMany(
      DELIVER_MAIL,
      rows.map((r) => ({ data: { mailId: r.id }, key: `mail:${r.id}` })),
      tx,
    );
    return rows.length;
  }

  jobs.define(DELIVER_MAIL, deliver, { retryLimit: MAX_DELIVERY_ATTEMPTS - 1 });
  jobs.define(SWEEP_MAILS, async () => void (await sweep()), { cron: '*/5 * * * *' });

  return {
    /**
     * Stores and queues a mail once per key, in the caller's transaction `tx` (pass it whenever the mail is the
     * consequence of a write). Returns false when that key was already stored.
     */
    async send(mail: OutgoingMail, tx: Executor = db): Promise<boolean> {
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
    close() {
      for (const t of transports.values()) t.close();
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
