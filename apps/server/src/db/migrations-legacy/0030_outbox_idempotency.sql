-- Issue 13: side effects with their change, idempotent creates, counters without lock waits.

-- Request numbers are reserved at GET /api/report/init. A creation that names its reservation is idempotent:
-- the request it made (request_id) and a hash of the body it was made with (payload_hash) answer a repeat.
create table request_number_reservations (
  tenant_id int not null references tenants(id),
  request_number text not null,
  user_id uuid not null,
  reserved_at timestamptz not null default now(),
  request_id uuid,
  payload_hash text,
  primary key (tenant_id, request_number)
);

-- Creates that a client may retry (tickets, document requests) carry an Idempotency-Key: the first call's
-- result is kept under (tenant, caller, scope, key), a repeat answers it, another body with the key is refused.
create table idempotent_requests (
  tenant_id int not null references tenants(id),
  user_id uuid not null,
  scope text not null,
  key text not null,
  payload_hash text not null,
  result_id text,
  created_at timestamptz not null default now(),
  primary key (tenant_id, user_id, scope, key)
);
create index idempotent_requests_created_idx on idempotent_requests (created_at);

-- One consent evidence row per candidate and choice: a repeat answers the first (older duplicates: first kept).
delete from consents a using consents b
 where a.candidate_id = b.candidate_id and a.choice = b.choice and a.id > b.id;
create unique index consents_candidate_choice_uq on consents (candidate_id, choice);

-- The repair sweep looks for candidates with data whose checks never started.
create index candidates_awaiting_checks_idx on candidates (data_submitted_at)
  where status = 'NOT_COMPLETE' and data_submitted_at is not null;

-- Status counters become append-only deltas: a trigger inserts one row per (owner, status) group it changes and
-- never updates a shared row, so report creation and candidate completion take no counter locks and cannot
-- deadlock on them. Readers already sum; the status_counters.compact job folds the deltas every minute.
alter table status_counters drop constraint status_counters_pkey;
create index status_counters_owner_idx on status_counters (tenant_id, user_id, kind, status) include (n);

create or replace function status_counters_apply(p_kind text, deltas jsonb) returns void language sql as $$
  insert into status_counters (tenant_id, user_id, kind, status, n)
  select (d->>'tenant_id')::int, (d->>'user_id')::uuid, p_kind, d->>'status', (d->>'n')::bigint
    from jsonb_array_elements(deltas) d
   where (d->>'n')::bigint <> 0
$$;

-- Folds each group's rows into one. Deletes only committed rows it sees; a concurrent fold skips rows the other
-- already deleted, so the sums stay exact. Returns how many rows were folded.
create function status_counters_compact() returns bigint language sql as $$
  with gone as (
    delete from status_counters c
     using (select tenant_id, user_id, kind, status from status_counters
             group by 1, 2, 3, 4 having count(*) > 1 limit 5000) g
     where c.tenant_id = g.tenant_id and c.user_id = g.user_id and c.kind = g.kind and c.status = g.status
    returning c.tenant_id, c.user_id, c.kind, c.status, c.n
  ), folded as (
    insert into status_counters (tenant_id, user_id, kind, status, n)
    select tenant_id, user_id, kind, status, sum(n) from gone group by 1, 2, 3, 4 having sum(n) <> 0
    returning 1
  )
  select count(*) from gone
$$;
