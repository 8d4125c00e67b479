-- Consumption rows join the status counters (kind 'payment': PAID / UN_PAID per owner), so the unfiltered
-- consumption lists ('all', 'unpaid') count a tenant's hundreds of thousands of rows without reading them.
alter table status_counters drop constraint status_counters_kind_check;
alter table status_counters add constraint status_counters_kind_check
  check (kind in ('report', 'candidate', 'payment'));

create trigger register_payments_count_insert after insert on register_payments
  referencing new table as new_rows for each statement execute function status_counters_insert('payment');
create trigger register_payments_count_update after update on register_payments
  referencing old table as old_rows new table as new_rows
  for each statement execute function status_counters_update('payment');
create trigger register_payments_count_delete after delete on register_payments
  referencing old table as old_rows for each statement execute function status_counters_delete('payment');
create trigger register_payments_count_truncate after truncate on register_payments
  for each statement execute function status_counters_truncate('payment');

create or replace function status_counters_rebuild() returns void language sql as $$
  delete from status_counters;
  insert into status_counters (tenant_id, user_id, kind, status, n)
  select tenant_id, user_id, 'report', status, count(*) from report_requests group by 1, 2, 4;
  insert into status_counters (tenant_id, user_id, kind, status, n)
  select tenant_id, user_id, 'candidate', status, count(*) from candidates group by 1, 2, 4;
  insert into status_counters (tenant_id, user_id, kind, status, n)
  select tenant_id, user_id, 'payment', status, count(*) from register_payments group by 1, 2, 4;
$$;
select status_counters_rebuild();
