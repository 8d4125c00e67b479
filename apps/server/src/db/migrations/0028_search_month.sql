-- Custom migration (drizzle-kit generate --custom): the key by which the text search's GIN index splits a tenant's
-- candidates by the month of their request (docs/decisions/scale-text-search.md). The bounded count of a common
-- word then reads the newest months one at a time and stops at 1,001 matches, instead of building the bitmap of
-- every match of the word first. One integer: the tenant times 10,000 plus the months since January 2000 (UTC), so
-- a tenant's months are consecutive integers and no two tenants share one. IMMUTABLE (it reads nothing but its
-- arguments; the month is taken in a fixed zone), so an index can hold it.
create or replace function search_month(tenant integer, at timestamptz) returns integer
  language sql immutable parallel safe as $$
  select tenant * 10000 + (extract(year from at at time zone 'UTC')::integer - 2000) * 12
    + extract(month from at at time zone 'UTC')::integer
$$;
