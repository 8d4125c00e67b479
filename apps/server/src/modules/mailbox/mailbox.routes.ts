import { ErrorAnswerSchema, formatDateTime } from '@hrwe/domain';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { newestMails } from './mailbox.repository';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The one link the mailbox keeps masked in e-mails to someone other than the reader: a password-reset code sets a
 * new password on an existing account, so following it would let the administrator sign in as another person
 * (another administrator included) and act under their name. Verification links (they only confirm an address;
 * the account's own password still signs in) and candidate links (the administrator may already read every report)
 * stay clickable: they are what a newcomer follows to try HR.We locally (docs/decisions/dev-mailbox-links.md).
 */
const RESET_CODE = /(\/reset\/password\/)[A-Za-z0-9_%-]+/g;
const MASK = '••••••';

/** Whether the development mailbox is served: only without an SMTP server and never in production. */
export const mailboxEnabled = (config: { SMTP_URL?: string; NODE_ENV: string }) =>
  !config.SMTP_URL && config.NODE_ENV !== 'production';

/**
 * /dev/mailbox (development only): the tenant's stored e-mails for its administrators, newest first, each link
 * clickable, so a newcomer without an SMTP server can follow an invitation or a verification link locally.
 * Password-reset codes in e-mails to other accounts are masked (see RESET_CODE).
 */
export const mailboxRoutes: FastifyPluginAsync = async (app) => {
  const schema = {
    hide: true,
    response: {
      200: z.string().meta({ description: 'The mailbox, an HTML page' }),
      403: ErrorAnswerSchema,
      404: ErrorAnswerSchema,
    },
  };
  app.get('/dev/mailbox', { config: { access: 'admin' }, schema }, async (request, reply) => {
    // Absent rather than refused (and not the web app's page either) in production or with an SMTP server.
    if (!mailboxEnabled(app.deps.config))
      return reply.status(404).send({ statusCode: 404, key: 'NOT_FOUND' });
    // The access check admitted an administrator (a signed-out visitor is sent to /sso before this runs).
    const user = request.session!.user;
    const rows = await newestMails(app.deps.db, request.tenant.id, 100);
    const items = rows
      .map((row) => {
        const own = row.toAddress.toLowerCase() === user.email.toLowerCase();
        const mask = (text: string) => (own ? text : text.replace(RESET_CODE, `$1${MASK}`));
        const m = { ...row, html: mask(row.html), text: mask(row.text) };
        const links = [...m.html.matchAll(/href="([^"]+)"/g)].map((x) => x[1]!.replaceAll('&amp;', '&'));
        const linkList = [...new Set(links)]
          .map((l) => `<li><a href="${esc(l)}">${esc(l)}</a></li>`)
          .join('');
        return `<article><h2>${esc(m.subject)}</h2>
<p class="meta">A: <b>${esc(m.toAddress)}</b> · ${esc(formatDateTime(m.createdAt))} (ora di Roma) · stato: ${esc(m.status)}</p>
${linkList ? `<ul>${linkList}</ul>` : ''}<pre>${esc(m.text)}</pre></article>`;
      })
      .join('\n');
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(`<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Mailbox</title>
<style>body{font-family:sans-serif;max-width:900px;margin:2rem auto;padding:0 1rem}article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;background:#f8f9fa;padding:.5rem}.meta{color:#555}</style>
</head><body><h1>Mailbox (${rows.length})</h1><p>E-mail conservate per questo tenant (outbox e inviate).</p>${items || '<p>Nessuna e-mail.</p>'}</body></html>`);
  });
};
