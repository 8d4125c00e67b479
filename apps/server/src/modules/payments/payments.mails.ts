import { formatDate, formatEur, monthLabel } from '@hrwe/domain';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/executor';
import { renderMail } from '../../platform/mail/layout';
import type { Mailer } from '../../platform/mail/mailer';
import { publicBaseUrl } from '../../platform/public-url';
import { billWithOwner } from './bills.repository';

type MailDeps = { db: Db; mailer: Mailer; config: Pick<Config, 'publicUrl'> };

const detailUrl = (deps: MailDeps, b: { id: string; dns: string; isPlatform: boolean }) =>
  `${publicBaseUrl(deps.config, b)}/consumption/bill/detail/${b.id}`;

/** Tells the HR user a bill was issued; once per bill (key bill:<id>), in the transaction `tx` that issues it. */
export async function mailBillIssued(deps: MailDeps, billId: string, tx: Executor) {
  const b = await billWithOwner(tx, billId);
  if (!b) return false;
  const month = monthLabel(b.month);
  return deps.mailer.send(
    {
      tenantId: b.tenantId,
      key: `bill:${b.id}`,
      to: b.email,
      message: renderMail('it', {
        subject: `{product}: fattura di ${month}`,
        title: `Fattura dei consumi di ${month}`,
        paragraphs: [
          `È stata emessa la fattura dei consumi di ${month}: ${b.noOfReports} report.`,
          `Imponibile ${formatEur(b.billAmountCents)}, IVA 22% ${formatEur(b.taxAmountCents)}, totale da pagare ${formatEur(b.totalDueCents)} entro il ${formatDate(b.expiryDate)}.`,
        ],
        action: { label: 'Vedi la fattura', url: detailUrl(deps, b) },
      }),
    },
    tx,
  );
}

/** Tells the HR user the invoice document of a bill can be downloaded; once per bill (key invoice:<id>). */
export async function mailInvoiceUploaded(deps: MailDeps, billId: string, tx: Executor) {
  const b = await billWithOwner(tx, billId);
  if (!b) return false;
  const month = monthLabel(b.month);
  return deps.mailer.send(
    {
      tenantId: b.tenantId,
      key: `invoice:${b.id}`,
      to: b.email,
      message: renderMail('it', {
        subject: `{product}: documento della fattura di ${month} disponibile`,
        title: 'Documento della fattura disponibile',
        paragraphs: [
          `Il documento della fattura dei consumi di ${month} (totale ${formatEur(b.totalDueCents)}) è disponibile per il download.`,
        ],
        action: { label: 'Scarica la fattura', url: detailUrl(deps, b) },
      }),
    },
    tx,
  );
}
