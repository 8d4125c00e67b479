import {
  ART,
  allNone,
  evidence,
  fixed,
  hr,
  mentions,
  none,
  nulled,
  type TableEntry,
} from './personal-data-classes';

/** What is sent or exchanged: mails, webhooks, tickets, document requests and uploads. */
export const MESSAGE_TABLES: Record<string, TableEntry> = {
  'public.mails': {
    // Mails to the candidate, and mails about them (their id in the key, or naming them): recipient's domain,
    // template (the key's prefix), times and delivery state stay; address, subject and body go once delivered.
    rows: `tenant_id in (select tenant_id from candidates where id = any($ids))
       and (lower(to_address) in (select lower(email) from candidates where id = any($ids))
            or idempotency_key ~ ($idsRegex) or subject ~* ($idents) or text ~* ($idents))`,
    deferred: { ready: "status not in ('queued', 'sending')", flag: 'erase_after_delivery' },
    columns: {
      ...allNone(
        'id',
        'tenant_id',
        'attempts',
        'message_id',
        'claim_token',
        'claimed_at',
        'erase_after_delivery',
      ),
      idempotency_key: evidence(ART.accountability),
      status: evidence(ART.accountability),
      created_at: evidence(ART.accountability),
      sent_at: evidence(ART.accountability),
      to_address: { is: 'candidate', erase: { domain: true }, label: 'e-mail inviate' },
      subject: fixed('e-mail inviate', ''),
      html: fixed('e-mail inviate', ''),
      text: fixed('e-mail inviate', ''),
      last_error: nulled('e-mail inviate'),
    },
  },
  'public.webhook_events': {
    // An invitation's event carries the address it was sent to; the rest are ids, states and counts.
    rows: "payload->'data'->>'candidateId' = any($ids::text[])",
    columns: {
      ...allNone('id', 'tenant_id', 'type', 'created_at'),
      payload: {
        is: 'candidate',
        erase: { dropKeys: [['data', 'email']] },
        label: 'notifiche alle integrazioni',
      },
    },
  },
  'public.webhook_deliveries': {
    columns: allNone(
      'id tenant_id endpoint_id event_id status attempts last_status_code last_latency_ms',
      'created_at last_attempt_at delivered_at resends claim_token claimed_at',
      'last_error',
    ),
  },
  'public.webhook_delivery_attempts': {
    // Times, answers and errors of an attempt (the error is the HTTP status or the outbound guard's reason).
    columns: allNone('id delivery_id tenant_id started_at outcome status_code duration_ms error'),
  },
  'public.webhook_endpoints': {
    columns: {
      ...allNone('id', 'tenant_id', 'user_id', 'url', 'events', 'secret', 'enabled', 'disabled_reason'),
      ...allNone(
        'failure_streak',
        'created_at',
        'paused_until',
        'previous_secret',
        'previous_secret_expires_at',
      ),
      description: mentions,
    },
  },
  'public.tickets': {
    columns: {
      ...allNone('id', 'tenant_id', 'user_id', 'status', 'attachment_file_id', 'created_at', 'updated_at'),
      subject: hr('richieste di assistenza', true),
      message: hr('richieste di assistenza', true),
    },
  },
  'public.ticket_messages': {
    columns: {
      ...allNone('id', 'ticket_id', 'tenant_id', 'author_user_id', 'author_role', 'attachment_file_id'),
      created_at: none,
      message: hr('richieste di assistenza', true),
    },
  },
  'public.document_requests': {
    columns: {
      ...allNone(
        'id',
        'tenant_id',
        'user_id',
        'created_by',
        'type',
        'status',
        'optional_file_id',
        'created_at',
      ),
      name: hr('documenti richiesti', true),
      description: hr('documenti richiesti', true),
    },
  },
  'public.document_uploads': {
    columns: allNone('id', 'request_id', 'tenant_id', 'user_id', 'file_id', 'uploaded_at'),
  },
};
