-- The issuer's data move from the tenant's public INVOICE_* configuration pairs to invoice_issuers
-- (docs/decisions/payments-issuer-data.md). A tenant whose pairs make a usable issuer (the required ones present,
-- partita IVA of 11 digits, CAP of 5, a known tax regime or none: RF01, an Italian or two-letter country) gets its
-- row and loses the pairs; any other tenant keeps its pairs, ignored, and fills the form.
WITH pairs AS (
  SELECT tenant_id,
    nullif(trim(max(value) FILTER (WHERE key = 'INVOICE_COMPANY')), '') AS name,
    nullif(trim(max(value) FILTER (WHERE key = 'INVOICE_VAT_NUMBER')), '') AS vat_number,
    nullif(upper(trim(max(value) FILTER (WHERE key = 'INVOICE_FISCAL_CODE'))), '') AS fiscal_code,
    coalesce(nullif(upper(trim(max(value) FILTER (WHERE key = 'INVOICE_TAX_REGIME'))), ''), 'RF01') AS tax_regime,
    nullif(trim(max(value) FILTER (WHERE key = 'INVOICE_ADDRESS')), '') AS street,
    nullif(trim(max(value) FILTER (WHERE key = 'INVOICE_CIVIC')), '') AS civic,
    nullif(trim(max(value) FILTER (WHERE key = 'INVOICE_CAP')), '') AS cap,
    nullif(trim(max(value) FILTER (WHERE key = 'INVOICE_CITY')), '') AS city,
    nullif(upper(trim(max(value) FILTER (WHERE key = 'INVOICE_PROVINCE'))), '') AS province,
    CASE WHEN coalesce(trim(max(value) FILTER (WHERE key = 'INVOICE_COUNTRY')), '') ~* '^(|it|italia|italy)$' THEN 'IT'
      ELSE upper(trim(max(value) FILTER (WHERE key = 'INVOICE_COUNTRY'))) END AS country
  FROM tenant_config
  WHERE kind = 'public' AND key LIKE 'INVOICE\_%'
  GROUP BY tenant_id
), usable AS (
  SELECT * FROM pairs
  WHERE name IS NOT NULL AND street IS NOT NULL AND city IS NOT NULL
    AND vat_number ~ '^[0-9]{11}$' AND cap ~ '^[0-9]{5}$' AND country ~ '^[A-Z]{2}$'
    AND tax_regime IN ('RF01', 'RF02', 'RF04', 'RF05', 'RF06', 'RF07', 'RF08', 'RF09', 'RF10', 'RF11', 'RF12', 'RF13',
      'RF14', 'RF15', 'RF16', 'RF17', 'RF18', 'RF19')
    AND (province IS NULL OR province ~ '^[A-Z]{2}$')
), copied AS (
  INSERT INTO invoice_issuers (tenant_id, name, vat_number, fiscal_code, tax_regime, street, civic, cap, city, province, country)
  SELECT tenant_id, name, vat_number, fiscal_code, tax_regime, street, civic, cap, city, province, country FROM usable
  ON CONFLICT (tenant_id) DO NOTHING
  RETURNING tenant_id
)
DELETE FROM tenant_config
WHERE kind = 'public' AND tenant_id IN (SELECT tenant_id FROM copied)
  AND key IN ('INVOICE_COMPANY', 'INVOICE_VAT_NUMBER', 'INVOICE_FISCAL_CODE', 'INVOICE_TAX_REGIME', 'INVOICE_ADDRESS',
    'INVOICE_CIVIC', 'INVOICE_CAP', 'INVOICE_CITY', 'INVOICE_PROVINCE', 'INVOICE_COUNTRY');
