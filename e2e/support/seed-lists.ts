import type { BrowserContext } from 'playwright-core';
import {
  adminContext,
  approvedHrWithId,
  expectStatus,
  hrInStatus,
  type Person,
  platformTenant,
} from './arrange';
import { query, type useBrowser } from './browser';

type Browser = ReturnType<typeof useBrowser>;

/** A one-page PDF as the upload check accepts it. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/**
 * Enough rows for every list to fill a screen (more than 10 each) for one approved HR user of the platform tenant,
 * with long e-mails, company names and addresses: the data other journeys create through the screen, here only the
 * material the table-layout checks measure.
 *
 * Through the public API, as people make them: the HR user (registration, wizard, approval), twelve tickets (answered
 * by the administrator into every state), twelve document requests of the administrator (the first with twelve
 * uploads of the HR user) and, with `forAdministrator`, twelve more HR users in every state and eleven tenants.
 *
 * Still in SQL, because no call of the product makes them without letting months pass: the twelve requests of the
 * past (one with 14 candidates in every state, scored by checks, others expired), this month's consumption of the
 * completed candidates and the twelve monthly bills of the past year.
 */
export async function seedFullLists(
  browser: Browser,
  prefix: string,
  password: string,
  o: { forAdministrator?: boolean } = {},
) {
  // Request numbers of a year long past, a block per prefix, so that two seeds never collide.
  const block = 900_000 + (([...prefix].reduce((h, c) => h * 31 + c.charCodeAt(0), 7) >>> 0) % 900) * 100;
  const hr = `${prefix}.hr@studio-associato-consulenza-lavoro.example.it`;
  const adm = await adminContext(browser);
  const person: Person = {
    email: hr,
    password,
    firstName: 'Maria Antonietta',
    lastName: 'Bianchi-Santangelo',
    companyName: 'Società Cooperativa Servizi Integrati per le Risorse Umane a r.l.',
  };
  const { ctx: hrCtx, id: userId } = await approvedHrWithId(browser, person, {
    admin: adm,
    personal: { fiscalCode: 'RSSMRA85T10A562S', dateOfBirth: '1985-12-10', cityOfBirth: 'Milano' },
  });
  const tenantId = (await platformTenant(adm)).id;

  if (o.forAdministrator) await moreForTheAdministrator(browser, adm, prefix);

  // Twelve requests; the first has 14 candidates in every state (the report detail's 14 columns at full width).
  const requests = await query<{ id: string; request_number: string; reference_person: string }>(
    `insert into report_requests (tenant_id, user_id, request_number, reference_person, valid_end_date, status, kind,
        providers, no_of_candidates, completed_candidates, created_at)
     select $1, $2, '2019-' || ($3 + g)::text, 'Selezione magazzinieri e addetti logistica ' || g,
            current_date + 30, case when g = 1 then 'OPEN' else (array['OPEN','CLOSE','EXPIRE'])[1 + g % 3] end,
            'INVITATION', '{"callCrifAndCribis":true,"callCerved":true}'::jsonb,
            case when g = 1 then 14 else 2 end, case when g = 1 then 10 else 1 end, now() - g * interval '1 hour'
       from generate_series(1, 12) g
     returning id, request_number, reference_person`,
    [tenantId, userId, block],
  );
  const first = requests.find((r) => r.reference_person.endsWith(' 1'));
  const seededCandidates = await query<{ id: string; status: string; consent_given: boolean | null }>(
    `insert into candidates (tenant_id, request_id, user_id, email, status, invitation_status, invitation_sent_at,
        consent_given, first_name, last_name, codice_fiscale, date_of_birth, via, indirizzo, civico, cap, provincia,
        citta, data_submitted_at, degradation_score, worst_flag, income_estimate, negative_events, hrwe_score,
        traffic_light, completed_at, inserted_at)
     select $1, $2, $3, 'candidato.numero' || g || '.cognome-lungo@posta-elettronica-certificata.example.it',
            case when g > 4 then 'COMPLETE' else 'NOT_COMPLETE' end, 'sent', now() - interval '2 days',
            case when g > 4 then true when g = 3 then false end,
            case when g > 4 then 'Maria Grazia' end, case when g > 4 then 'Santangelo Bianchi ' || g end,
            case when g > 4 then 'RSSMRA80A01H501U' end, case when g > 4 then date '1985-12-25' end,
            case when g > 4 then 'Viale' end, case when g > 4 then 'della Repubblica Italiana' end,
            case when g > 4 then '123/B' end, case when g > 4 then '20121' end,
            case when g > 4 then 'MI' end, case when g > 4 then 'San Giuliano Milanese' end,
            case when g > 4 then now() - interval '1 day' end, case when g > 4 then 40 + g end,
            case when g > 4 then 'TOP' end, case when g > 4 then 1234567.5 end,
            case when g > 4 then g % 3 = 0 end, case when g > 4 then 30 + g end,
            case when g > 4 then 'yellow' end, case when g > 4 then now() - interval '1 day' end,
            now() - interval '2 days' + g * interval '1 minute'
       from generate_series(1, 14) g
     returning id, status, consent_given`,
    [tenantId, first!.id, userId],
  );
  const complete = seededCandidates.find((c) => c.status === 'COMPLETE');
  const invited = seededCandidates.find((c) => c.consent_given === null);

  // Consumption of this month for each completed candidate and twelve past monthly bills.
  await query(
    `insert into register_payments (tenant_id, user_id, candidate_id, request_number, price_cents, month, status, created_at)
     select c.tenant_id, c.user_id, c.id, $2, 1250, to_char(now() at time zone 'Europe/Rome', 'YYYY-MM'), 'UN_PAID', c.completed_at
       from candidates c where c.request_id = $1 and c.status = 'COMPLETE'`,
    [first!.id, first!.request_number],
  );
  const bills = await query<{ id: string; status: string }>(
    `insert into bills (tenant_id, user_id, month, no_of_reports, bill_amount_cents, tax_amount_cents, total_due_cents,
        expiry_date, status, created_at)
     select $1, $2, to_char(date_trunc('month', now()) - g * interval '1 month', 'YYYY-MM'), 100 + g, 125000 + g,
            27500, 152500 + g, (date_trunc('month', now()) - (g - 2) * interval '1 month')::date,
            case when g % 3 = 0 then 'UN_PAID' else 'PAID' end, now() - g * interval '1 month'
       from generate_series(1, 12) g
     returning id, status`,
    [tenantId, userId],
  );
  const unpaid = bills.find((b) => b.status === 'UN_PAID');

  const { ticketId, documentId } = await ticketsAndDocuments(hrCtx, adm, userId);
  await hrCtx.close();
  await adm.close();
  return {
    hr,
    hrUserId: userId,
    tenantId,
    requestNumber: first!.request_number,
    documentId,
    ticketId,
    candidateId: complete!.id,
    invitedId: invited!.id,
    billId: unpaid!.id,
  };
}

/** Twelve tickets of the HR user, answered into every state, and twelve document requests, the first with uploads. */
async function ticketsAndDocuments(hrCtx: BrowserContext, adm: BrowserContext, userId: string) {
  const statuses = ['OPEN', 'IN_MANAGE', 'CLOSE'] as const;
  let ticketId = '';
  // Oldest first, so that the list (newest first) starts with the ticket of "mese 1", as a person would have made them.
  for (let g = 12; g >= 1; g--) {
    const ticket = await (
      await expectStatus(
        await hrCtx.request.post('/api/communication/assistenza/parent/new', {
          data: {
            subject: `Richiesta di chiarimenti sulla fatturazione del mese ${g}`,
            message: 'Buongiorno, vorrei ricevere chiarimenti sulla fattura.',
          },
        }),
        201,
        'ticket',
      )
    ).json();
    ticketId = ticket.threadId;
    const status = statuses[g % 3]!;
    if (status !== 'OPEN')
      await expectStatus(
        await adm.request.post('/api/communication/assistenza/new', {
          data: { threadId: ticket.threadId, message: 'Presa in carico, la ricontatteremo a breve.', status },
        }),
        201,
        'ticket answer',
      );
  }
  const types = ['Contratto', 'Privacy', 'Visura Camerale', 'Altro'];
  let documentId = '';
  for (let g = 12; g >= 1; g--) {
    const doc = await (
      await expectStatus(
        await adm.request.post('/api/document/upload/new', {
          multipart: {
            hrUser: userId,
            type: types[g % 4]!,
            name: `Documentazione contrattuale annuale firmata ${g}`,
            description: 'Si prega di caricare il documento firmato dal legale rappresentante.',
          },
        }),
        201,
        'document request',
      )
    ).json();
    documentId = doc.id;
  }
  for (let g = 1; g <= 12; g++)
    await expectStatus(
      await hrCtx.request.post(`/api/document/upload/add/file/${documentId}`, {
        multipart: {
          file: {
            name: `contratto-di-servizio-sottoscritto-dal-legale-rappresentante-${g}.pdf`,
            mimeType: 'application/pdf',
            buffer: PDF,
          },
        },
      }),
      201,
      'document upload',
    );
  return { ticketId, documentId };
}

/** The administrator's lists: more HR users in every state (a registration each) and tenants beyond the platform. */
async function moreForTheAdministrator(browser: Browser, adm: BrowserContext, prefix: string) {
  const states = ['ATTIVATO', 'DA_ATTIVARE', 'RIFIUTATO', 'DISABILITATO'] as const;
  // Registered side by side, as twelve people would: each waits for its confirmation e-mail, one after another
  // they waited twelve times for the mail job.
  await Promise.all(
    Array.from({ length: 12 }, async (_, i) => {
      const g = i + 1;
      const { ctx } = await hrInStatus(
        browser,
        {
          email: `${prefix}.cliente${g}@azienda-manifatturiera-lombarda-${g}.example.it`,
          password: 'Password123!Strong',
          firstName: 'Giovanni Battista',
          lastName: `Della Rovere ${g}`,
          companyName: `Manifattura Lombarda Componenti Meccanici ${g} S.p.A.`,
        },
        states[g % 4]!,
        { admin: adm },
      );
      await ctx.close();
    }),
  );
  for (let g = 1; g <= 11; g++)
    await expectStatus(
      await adm.request.post('/api/config/admin', {
        data: {
          name: `Gruppo Consulenza Risorse Umane ${prefix} ${g}`,
          dns: `${prefix}-tenant-${g}.hr-servizi.example.it`,
          businessPlan: 'Premium',
        },
      }),
      201,
      'tenant',
    );
}
