import { allNone, type TableEntry } from './personal-data-classes';

/** Bookkeeping and configuration: idempotency, numbering, bills, counters, tenants, settings. */
export const PLATFORM_TABLES: Record<string, TableEntry> = {
  'public.idempotent_requests': {
    columns: allNone('tenant_id', 'user_id', 'scope', 'key', 'payload_hash', 'result_id', 'created_at'),
  },
  'public.request_number_reservations': {
    columns: allNone('tenant_id', 'request_number', 'user_id', 'reserved_at', 'request_id', 'payload_hash'),
  },
  'public.request_number_counters': { columns: allNone('tenant_id', 'year', 'last_value') },
  'public.bills': {
    columns: allNone(
      'id tenant_id user_id month no_of_reports bill_amount_cents tax_amount_cents',
      'total_due_cents expiry_date status invoice_file_id created_at issue_date invoice_year invoice_number',
    ),
  },
  'public.invoice_counters': { columns: allNone('tenant_id year last_number') },
  // The reason is the administrator's business text about a bill (printed as the credit note's Causale).
  'public.credit_notes': {
    columns: allNone(
      'id tenant_id bill_id issue_date invoice_year invoice_number reason',
      'bill_amount_cents tax_amount_cents total_due_cents created_by created_at',
    ),
  },
  // The tenant's own company as the issuer of its invoices (printed on each of them): a business's data, kept by the
  // tenant's administrators, not a candidate's or an HR user's.
  'public.invoice_issuers': {
    columns: allNone(
      'tenant_id name vat_number fiscal_code tax_regime street civic cap city province country',
      'rea_office rea_number email phone iban updated_at updated_by',
    ),
  },
  'public.bill_status_counts': { columns: allNone('tenant_id', 'status', 'n') },
  'public.payment_month_sums': { columns: allNone('tenant_id', 'month', 'status', 'n', 'price_cents') },
  'public.report_day_counts': { columns: allNone('tenant_id', 'day', 'status', 'n') },
  'public.status_counters': { columns: allNone('tenant_id', 'user_id', 'kind', 'status', 'n') },
  'public.tenant_status_counts': { columns: allNone('tenant_id', 'kind', 'status', 'n') },
  'public.purpose_categories': {
    columns: allNone('id tenant_id code label_it label_en checks active sort_order', 'created_at updated_at'),
  },
  'public.tenant_rights_settings': {
    columns: allNone('tenant_id', 'retention_months', 'contest_window_days', 'updated_at', 'updated_by'),
  },
  'public.tenant_config': { columns: allNone('tenant_id', 'kind', 'key', 'value', 'updated_at') },
  'public.tenant_hosts': { columns: allNone('host', 'tenant_id') },
  'public.tenants': { columns: allNone('id', 'name', 'dns', 'business_plan', 'is_platform', 'created_at') },
  'public.settings': { columns: allNone('key', 'value') },
  'public.rate_limits': { columns: allNone('key', 'points', 'expire') },
  'public.schema_migrations': { columns: allNone('name', 'applied_at') },
};
