import { hashPassword } from '../../apps/server/src/platform/auth/passwords';
import { query } from './browser';

/**
 * Arranges, with SQL, enough rows for every list to fill a screen (more than 10 each) for one HR user of the
 * platform tenant, with long e-mails, company names and addresses: the data other journeys create through the
 * screen, here only the material the table-layout checks measure.
 */
export async function seedFullLists(prefix: string, password: string) {
  // Request numbers of a year long past, a block per prefix, so that two seeds never collide.
  const block = 900_000 + (([...prefix].reduce((h, c) => h * 31 + c.charCodeAt(0), 7) >>> 0) % 900) * 100;
  const hash = await hashPassword(password);
  const hr = `${prefix}.hr@studio-associato-consulenza-lavoro.example.it`;
  const [{ id: userId, tenant_id: tenantId }] = (await query<{ id: string; tenant_id: number }>(
    `insert into users (tenant_id, email, password_hash, role, status, verified, first_name, last_name, company_name)
     select id, $1, $2, 'ROLE_USER', 'ATTIVATO', true, 'Maria Antonietta', 'Bianchi-Santangelo',
            'Società Cooperativa Servizi Integrati per le Risorse Umane a r.l.'
       from tenants where is_platform returning id, tenant_id`,
    [hr, hash],
  )) as [{ id: string; tenant_id: number }];
  const [admin] = await query<{ id: string }>(
    `select id from users where role = 'ROLE_ADMIN' and tenant_id = $1 order by created_at limit 1`,
    [tenantId],
  );

  // More HR users for the administrator's user list, in every state.
  await query(
    `insert into users (tenant_id, email, password_hash, role, status, verified, first_name, last_name, company_name, created_at)
     select $1, $2 || '.cliente' || g || '@azienda-manifatturiera-lombarda-' || g || '.example.it', $3, 'ROLE_USER',
            (array['ATTIVATO','DA_ATTIVARE','RIFIUTATO','DISABILITATO'])[1 + g % 4], true,
            'Giovanni Battista', 'Della Rovere ' || g, 'Manifattura Lombarda Componenti Meccanici ' || g || ' S.p.A.',
            now() - g * interval '1 day'
       from generate_series(1, 12) g`,
    [tenantId, prefix, hash],
  );

  // Twelve requests; the first has 14 candidates in every state (the report detail's 14 columns at full width).
  await query(
    `insert into report_requests (tenant_id, user_id, request_number, reference_person, valid_end_date, status, kind,
        providers, no_of_candidates, completed_candidates, created_at)
     select $1, $2, '2019-' || ($3 + g)::text, 'Selezione magazzinieri e addetti logistica ' || g,
            current_date + 30, case when g = 1 then 'OPEN' else (array['OPEN','CLOSE','EXPIRE'])[1 + g % 3] end,
            'INVITATION', '{"callCrifAndCribis":true,"callCerved":true}'::jsonb,
            case when g = 1 then 14 else 2 end, case when g = 1 then 10 else 1 end, now() - g * interval '1 hour'
       from generate_series(1, 12) g`,
    [tenantId, userId, block],
  );
  const [first] = await query<{ id: string; request_number: string }>(
    `select id, request_number from report_requests where user_id = $1 order by created_at desc limit 1`,
    [userId],
  );
  await query(
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
       from generate_series(1, 14) g`,
    [tenantId, first!.id, userId],
  );

  // Consumption of this month for each completed candidate and twelve past monthly bills.
  await query(
    `insert into register_payments (tenant_id, user_id, candidate_id, request_number, price_cents, month, status, created_at)
     select c.tenant_id, c.user_id, c.id, $2, 1250, to_char(now() at time zone 'Europe/Rome', 'YYYY-MM'), 'UN_PAID', c.completed_at
       from candidates c where c.request_id = $1 and c.status = 'COMPLETE'`,
    [first!.id, first!.request_number],
  );
  await query(
    `insert into bills (tenant_id, user_id, month, no_of_reports, bill_amount_cents, tax_amount_cents, total_due_cents,
        expiry_date, status, created_at)
     select $1, $2, to_char(date_trunc('month', now()) - g * interval '1 month', 'YYYY-MM'), 100 + g, 125000 + g,
            27500, 152500 + g, (date_trunc('month', now()) - (g - 2) * interval '1 month')::date,
            case when g % 3 = 0 then 'UN_PAID' else 'PAID' end, now() - g * interval '1 month'
       from generate_series(1, 12) g`,
    [tenantId, userId],
  );

  // Twelve tickets and twelve document requests, the first with twelve uploaded files.
  await query(
    `insert into tickets (tenant_id, user_id, subject, message, status, created_at, updated_at)
     select $1, $2, 'Richiesta di chiarimenti sulla fatturazione del mese ' || g,
            'Buongiorno, vorrei ricevere chiarimenti sulla fattura.', (array['OPEN','IN_MANAGE','CLOSE'])[1 + g % 3],
            now() - g * interval '1 hour', now() - g * interval '1 hour'
       from generate_series(1, 12) g`,
    [tenantId, userId],
  );
  await query(
    `insert into document_requests (tenant_id, user_id, created_by, type, name, description, status, created_at)
     select $1, $2, $3, (array['Contratto','Privacy','Visura Camerale','Altro'])[1 + g % 4],
            'Documentazione contrattuale annuale firmata ' || g,
            'Si prega di caricare il documento firmato dal legale rappresentante.', 'OPEN', now() - g * interval '1 hour'
       from generate_series(1, 12) g`,
    [tenantId, userId, admin!.id],
  );
  const [doc] = await query<{ id: string }>(
    `select id from document_requests where user_id = $1 order by created_at desc limit 1`,
    [userId],
  );
  await query(
    `with f as (
       insert into files (tenant_id, owner_user_id, name, mime, size, content)
       select $1, $2, 'contratto-di-servizio-sottoscritto-dal-legale-rappresentante-' || g || '.pdf',
              'application/pdf', 9, convert_to('%PDF-1.4\n', 'UTF8')
         from generate_series(1, 12) g returning id)
     insert into document_uploads (request_id, tenant_id, user_id, file_id)
     select $3, $1, $2, id from f`,
    [tenantId, userId, doc!.id],
  );

  // Tenants beyond the platform, for the administrator's tenant list.
  await query(
    `insert into tenants (name, dns, business_plan)
     select 'Gruppo Consulenza Risorse Umane ' || $1 || ' ' || g, $1 || '-tenant-' || g || '.hr-servizi.example.it', 'Premium'
       from generate_series(1, 11) g`,
    [prefix],
  );
  return { hr, requestNumber: first!.request_number, documentId: doc!.id };
}
