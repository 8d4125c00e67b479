import ExcelJS from 'exceljs';
import { createUser, signIn, type TestApp } from '../../../test/test-app';

/** Shared by the documents and tickets tests: multipart bodies, sample files, a second tenant, mails. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000050001',
  'hex',
);

export function multipart(
  fields: Record<string, string>,
  file?: { name: string; content: Buffer; field?: string },
) {
  const boundary = '----hrwe-docs';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const TENANT2 = 'tenant2.localhost';

/** A second tenant with its own administrator and HR user. */
export async function secondTenant(t: TestApp, prefix: string) {
  const { rows } = await t.deps.pool.query(`insert into tenants (name, dns) values ($1, $2) returning id`, [
    `Altro ${prefix}`,
    TENANT2,
  ]);
  const tenantId = rows[0].id as number;
  await t.deps.pool.query('insert into tenant_hosts (host, tenant_id) values ($1, $2)', [TENANT2, tenantId]);
  const admin = await createUser(t, { email: `${prefix}.admin2@example.it`, role: 'ROLE_ADMIN', tenantId });
  const hr = await createUser(t, { email: `${prefix}.hr2@example.it`, tenantId });
  return {
    tenantId,
    admin,
    hr,
    adminCookie: await signIn(t, admin.email, undefined, TENANT2),
    hrCookie: await signIn(t, hr.email, undefined, TENANT2),
  };
}

export async function mailsTo(t: TestApp, to: string, keyPrefix: string) {
  const { rows } = await t.deps.pool.query(
    'select idempotency_key, subject, text from mails where to_address = $1 and idempotency_key like $2 order by id',
    [to, `${keyPrefix}%`],
  );
  return rows as { idempotency_key: string; subject: string; text: string }[];
}

/** The cells of the first sheet, row by row. */
export async function xlsxRows(content: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(content as unknown as ArrayBuffer);
  const out: string[][] = [];
  wb.worksheets[0]!.eachRow((row) => {
    out.push((row.values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v))));
  });
  return out;
}
