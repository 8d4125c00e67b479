-- An administrator's counts sum every owner's counters of a kind: an index-only scan of the tenant's rows.
create index status_counters_tenant_kind_idx on status_counters (tenant_id, kind, status) include (n);
