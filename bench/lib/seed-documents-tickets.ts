import type pg from 'pg';
import { slug } from './italian';
import { DAY, iso, type SeedPlan, type User } from './seed-plan';

/** Document requests with their uploaded files, and tickets with their messages. */

/** Appends one row to column arrays. */
function pushRow(cols: unknown[][], row: unknown[]) {
  for (let i = 0; i < row.length; i++) cols[i]!.push(row[i]);
}

const PDF = (title: string) =>
  `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${title}\ntrailer<</Root 1 0 R>>\n%%EOF\n`;

async function insertFiles(
  client: pg.PoolClient,
  files: { id: string; tenantId: number; owner: string; name: string }[],
) {
  if (!files.length) return;
  await client.query(
    `insert into files (id, tenant_id, owner_user_id, name, mime, size, content)
     select id, tenant_id, owner, name, 'application/pdf', octet_length(convert_to(body, 'UTF8')), convert_to(body, 'UTF8')
       from unnest($1::uuid[], $2::int[], $3::uuid[], $4::text[], $5::text[]) as t(id, tenant_id, owner, name, body)`,
    [
      files.map((f) => f.id),
      files.map((f) => f.tenantId),
      files.map((f) => f.owner),
      files.map((f) => f.name),
      files.map((f) => PDF(f.name)),
    ],
  );
}

export async function seedDocuments(plan: SeedPlan, client: pg.PoolClient, users: User[]) {
  const { r, END } = plan;
  const admins = new Map(users.filter((u) => u.role === 'ROLE_ADMIN').map((u) => [u.tenantId, u]));
  const files: { id: string; tenantId: number; owner: string; name: string }[] = [];
  const reqs: unknown[][] = [[], [], [], [], [], [], [], [], [], []];
  const uploads: unknown[][] = [[], [], [], [], [], []];
  const TYPES = ['Contratto', 'Privacy', 'Visura Camerale', 'Altro'] as const;
  for (const u of users) {
    if (u.role !== 'ROLE_USER' || u.status !== 'ATTIVATO') continue;
    const admin = admins.get(u.tenantId)!;
    for (let k = r.int(1, 3); k > 0; k--) {
      const type = r.pick(TYPES);
      const id = r.uuid();
      const at = u.createdAt + r.int(2, 600) * DAY;
      if (at > END) continue;
      const closed = r.chance(0.7);
      let optional: string | null = null;
      if (r.chance(0.5)) {
        optional = r.uuid();
        files.push({ id: optional, tenantId: u.tenantId, owner: admin.id, name: `${type} - modello.pdf` });
      }
      const row = [
        id,
        u.tenantId,
        u.id,
        admin.id,
        type,
        `${type} ${new Date(at).getUTCFullYear()}`,
        `Si prega di caricare il documento "${type}" firmato dal legale rappresentante di ${u.company}.`,
        closed ? 'CLOSE' : 'OPEN',
        optional,
        iso(at),
      ];
      pushRow(reqs, row);
      if (closed) {
        const file = r.uuid();
        files.push({ id: file, tenantId: u.tenantId, owner: u.id, name: `${slug(type)}-firmato.pdf` });
        pushRow(uploads, [r.uuid(), id, u.tenantId, u.id, file, iso(at + r.int(1, 10) * DAY)]);
      }
    }
  }
  await insertFiles(client, files);
  await client.query(
    `insert into document_requests (id, tenant_id, user_id, created_by, type, name, description, status, optional_file_id, created_at)
     select * from unnest($1::uuid[], $2::int[], $3::uuid[], $4::uuid[], $5::text[], $6::text[], $7::text[], $8::text[], $9::uuid[], $10::timestamptz[])`,
    reqs,
  );
  await client.query(
    `insert into document_uploads (id, request_id, tenant_id, user_id, file_id, uploaded_at)
     select * from unnest($1::uuid[], $2::uuid[], $3::int[], $4::uuid[], $5::uuid[], $6::timestamptz[])`,
    uploads,
  );
}

const SUBJECTS = [
  ['Fattura non ricevuta', 'Buongiorno, non ho ricevuto la fattura del mese scorso. Potete inviarmela?'],
  ['Candidato non riceve la mail', "Il candidato dice di non aver ricevuto l'invito: potete verificare?"],
  ['Modifica dati aziendali', 'Abbiamo cambiato sede legale, come posso aggiornare i dati?'],
  ['Report incompleto', 'Nel report di un candidato manca la sezione dei protesti.'],
  ['Richiesta informazioni sul listino', 'Vorrei sapere se esistono pacchetti a prezzo ridotto.'],
] as const;

export async function seedTickets(plan: SeedPlan, client: pg.PoolClient, users: User[]) {
  const { r, END } = plan;
  const admins = new Map(users.filter((u) => u.role === 'ROLE_ADMIN').map((u) => [u.tenantId, u]));
  const tickets: unknown[][] = [[], [], [], [], [], [], []];
  const messages: unknown[][] = [[], [], [], [], [], [], []];
  for (const u of users) {
    if (u.role !== 'ROLE_USER' || u.status !== 'ATTIVATO') continue;
    for (let k = r.int(0, 4); k > 0; k--) {
      const [subject, message] = r.pick(SUBJECTS);
      const id = r.uuid();
      const at = u.createdAt + r.int(2, 700) * DAY;
      if (at > END) continue;
      const replies = r.int(0, 3);
      const status = replies === 0 ? 'OPEN' : at < END - 30 * DAY ? 'CLOSE' : 'IN_MANAGE';
      pushRow(tickets, [id, u.tenantId, u.id, subject, message, status, iso(at)]);
      for (let m = 1; m <= replies; m++) {
        const fromAdmin = m % 2 === 1;
        const text = fromAdmin
          ? 'Grazie per la segnalazione, stiamo verificando.'
          : 'Grazie, attendo notizie.';
        pushRow(messages, [
          r.uuid(),
          id,
          u.tenantId,
          fromAdmin ? admins.get(u.tenantId)!.id : u.id,
          fromAdmin ? 'ROLE_ADMIN' : 'ROLE_USER',
          text,
          iso(at + m * 3_600_000),
        ]);
      }
    }
  }
  await client.query(
    `insert into tickets (id, tenant_id, user_id, subject, message, status, created_at, updated_at)
     select id, tenant_id, user_id, subject, message, status, at, at
       from unnest($1::uuid[], $2::int[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::timestamptz[])
         as t(id, tenant_id, user_id, subject, message, status, at)`,
    tickets,
  );
  if (messages[0]!.length)
    await client.query(
      `insert into ticket_messages (id, ticket_id, tenant_id, author_user_id, author_role, message, created_at)
       select * from unnest($1::uuid[], $2::uuid[], $3::int[], $4::uuid[], $5::text[], $6::text[], $7::timestamptz[])`,
      messages,
    );
}
