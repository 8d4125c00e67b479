import { ART, allNone, evidence, hr, type TableEntry } from './personal-data-classes';

/** HR users' and administrators' accounts: users, passwords, sessions, MFA, API keys, the audit log. */
export const ACCOUNT_TABLES: Record<string, TableEntry> = {
  'public.users': {
    columns: {
      ...allNone('id', 'tenant_id', 'role', 'status', 'verified', 'created_at', 'updated_at'),
      ...allNone('activation_code_hash', 'activation_expires_at', 'terms_accepted_at', 'privacy_accepted_at'),
      ...allNone('contract_file_id', 'contract_signed_at', 'single_report_cost_cents', 'report_default'),
      ...allNone('password_hash', 'password_changed_at'),
      email: hr('dati di contatto degli utenti'),
      first_name: hr('dati di contatto degli utenti'),
      last_name: hr('dati di contatto degli utenti'),
      personal_detail: hr('dati di contatto degli utenti'),
      company_detail: hr('dati dell’azienda cliente'),
      company_cap: hr('dati dell’azienda cliente'),
      recipient_code: hr('dati dell’azienda cliente'),
      company_name: hr('dati dell’azienda cliente'),
      contract_signer: hr('dati dell’azienda cliente'),
    },
  },
  'public.password_reset_requests': {
    columns: {
      ...allNone('id', 'tenant_id', 'created_at'),
      email: hr('dati di accesso degli utenti'),
      ip: hr('dati di accesso degli utenti'),
    },
  },
  'public.password_resets': {
    columns: allNone('id', 'user_id', 'code_hash', 'expires_at', 'used_at', 'created_at'),
  },
  'public.sessions': {
    columns: {
      ...allNone('id', 'token_hash', 'user_id', 'tenant_id', 'created_at', 'expires_at'),
      address: hr('Indirizzo IP della sessione'),
      browser: hr('Browser della sessione'),
    },
  },
  'public.user_mfa': {
    columns: allNone('user_id tenant_id secret_sealed confirmed_at last_step created_at'),
  },
  'public.mfa_recovery_codes': { columns: allNone('id user_id code_hash used_at') },
  'public.mfa_challenges': { columns: allNone('id token_hash user_id tenant_id purpose expires_at') },
  'public.tenant_mfa_policies': { columns: allNone('tenant_id require_for_hr_users') },
  'public.api_keys': {
    columns: allNone(
      'id tenant_id user_id name prefix secret_hash created_at expires_at',
      'last_used_at revoked_at',
    ),
  },
  'public.audit_log': {
    columns: {
      ...allNone('id', 'tenant_id'),
      user_id: evidence(ART.accountability),
      action: evidence(ART.accountability),
      subject_type: evidence(ART.accountability),
      subject_id: evidence(ART.accountability),
      created_at: evidence(ART.accountability),
    },
  },
};
