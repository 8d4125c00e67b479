-- Issue 16: a webhook attempt is claimed (committed) before its HTTP request leaves, so a delivery whose sender
-- died mid-request is found `sending` and settled as `unconfirmed` instead of being sent a second time
-- (docs/decisions/webhooks-exactly-once.md).
alter table webhook_deliveries drop constraint webhook_deliveries_status_check;
alter table webhook_deliveries add constraint webhook_deliveries_status_check
  check (status in ('pending', 'sending', 'succeeded', 'failed', 'unconfirmed'));
alter table webhook_deliveries add column claim_token text;
alter table webhook_deliveries add column claimed_at timestamptz;
-- The delivery log filtered by status, newest first (the listing's keyset order).
create index webhook_deliveries_status_idx on webhook_deliveries (endpoint_id, status, id desc);
