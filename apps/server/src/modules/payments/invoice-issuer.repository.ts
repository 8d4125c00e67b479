import type { InvoiceIssuer, StoredInvoiceIssuer } from '@hrwe/domain';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/executor';
import { invoiceIssuers } from '../../db/schema/index';

const { tenantId: _t, updatedBy: _u, updatedAt, ...fields } = getTableColumns(invoiceIssuers);

/** The tenant's invoice issuer with when it was saved, or undefined until its administrator saves one. */
export async function findIssuer(db: Db, tenantId: number) {
  const [row] = await db
    .select({ ...fields, updatedAt })
    .from(invoiceIssuers)
    .where(eq(invoiceIssuers.tenantId, tenantId));
  if (!row) return undefined;
  const { updatedAt: at, ...issuer } = row;
  return { issuer: issuer as StoredInvoiceIssuer, updatedAt: at.toISOString() };
}

/** Stores the tenant's issuer (one row per tenant, replaced whole: an optional field left empty is cleared). */
export async function upsertIssuer(db: Executor, tenantId: number, userId: string, issuer: InvoiceIssuer) {
  const values = {
    name: issuer.name,
    vatNumber: issuer.vatNumber,
    fiscalCode: issuer.fiscalCode ?? null,
    taxRegime: issuer.taxRegime,
    street: issuer.street,
    civic: issuer.civic ?? null,
    cap: issuer.cap,
    city: issuer.city,
    province: issuer.province ?? null,
    country: issuer.country,
    reaOffice: issuer.reaOffice ?? null,
    reaNumber: issuer.reaNumber ?? null,
    email: issuer.email ?? null,
    phone: issuer.phone ?? null,
    iban: issuer.iban ?? null,
    updatedBy: userId,
    updatedAt: sql`now()`,
  };
  await db
    .insert(invoiceIssuers)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: invoiceIssuers.tenantId, set: values });
}
