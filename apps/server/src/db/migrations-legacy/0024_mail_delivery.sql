-- Mail delivery at most once (docs/decisions/mail-at-most-once.md): a stable Message-ID per mail, the claim of the
-- process delivering it, and the states sending (the end of the message may have reached the server), unconfirmed
-- (its sending process stopped then: never sent again) and cancelled (replaced by a re-send before it went out).
alter table mails add column message_id text;
alter table mails add column claim_token text;
alter table mails add column claimed_at timestamptz;
alter table mails drop constraint mails_status_check;
alter table mails add constraint mails_status_check
  check (status in ('queued', 'sending', 'sent', 'outbox', 'failed', 'unconfirmed', 'cancelled'));
-- The sweep looks for mails left queued or mid-send by a stopped process.
drop index mails_queued_idx;
create index mails_pending_idx on mails (created_at) where status in ('queued', 'sending');
