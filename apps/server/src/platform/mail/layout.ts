import { aPreposition } from '@hrwe/domain';
export type Locale = 'it' | 'en';
export type MailContent = {
  subject: string;
  title: string;
  paragraphs: string[];
  action?: { label: string; url: string };
};
/** A rendered mail; `source` lets the mailer render it again with the sending tenant's brand. */
export type MailMessage = {
  subject: string;
  html: string;
  text: string;
  source?: { locale: Locale; content: MailContent };
};
export type Brand = { productName: string; logoUrl?: string | null; color?: string };
export const DEFAULT_BRAND: Brand = { productName: 'HR.We', color: '#1c7ed6' };

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const FOOTER: Record<Locale, string> = {
  it: 'Questa e-mail è stata inviata automaticamente, non rispondere a questo indirizzo.',
  en: 'This e-mail was sent automatically, please do not reply to this address.',
};

/**
 * Templates write the sending tenant's product name as `{product}` ('a {product}' becomes 'ad Acme' where
 * Italian wants it), so a white-label tenant's mail never says HR.We.
 */
function withProduct(c: MailContent, product: string): MailContent {
  const fill = (s: string) =>
    s.replaceAll(/\ba \{product\}/g, aPreposition(product)).replaceAll('{product}', product);
  return {
    subject: fill(c.subject),
    title: fill(c.title),
    paragraphs: c.paragraphs.map(fill),
    ...(c.action ? { action: { ...c.action, label: fill(c.action.label) } } : {}),
  };
}

/**
 * The one layout of every e-mail, in HTML and plain text: a title, paragraphs and an optional button.
 * Feature templates only choose the words, in Italian and English.
 */
export function renderMail(locale: Locale, source: MailContent, brand: Brand = DEFAULT_BRAND): MailMessage {
  const content = withProduct(source, brand.productName);
  const color = brand.color ?? DEFAULT_BRAND.color!;
  const logo = brand.logoUrl
    ? `<img src="${esc(brand.logoUrl)}" alt="${esc(brand.productName)}" style="max-height:48px">`
    : `<strong style="font-size:22px;color:${esc(color)}">${esc(brand.productName)}</strong>`;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${esc(content.action.url)}" style="background:${esc(color)};color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${esc(content.action.label)}</a></p><p style="font-size:12px;color:#666">${esc(content.action.url)}</p>`
    : '';
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;background:#f4f6f8;padding:24px;color:#222">
<div style="max-width:560px;margin:auto;background:#fff;border-radius:8px;padding:24px">
<div style="margin-bottom:16px">${logo}</div>
<h1 style="font-size:20px">${esc(content.title)}</h1>
${content.paragraphs.map((p) => `<p style="line-height:1.5">${esc(p)}</p>`).join('\n')}
${button}
<hr style="border:none;border-top:1px solid #eee"><p style="font-size:12px;color:#888">${esc(FOOTER[locale])}<br>${esc(brand.productName)}</p>
</div></body></html>`;
  const text = [
    content.title,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    '--',
    FOOTER[locale],
    brand.productName,
  ].join('\n');
  return { subject: content.subject, html, text, source: { locale, content: source } };
}
