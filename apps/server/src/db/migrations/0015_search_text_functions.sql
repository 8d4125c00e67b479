-- Custom migration (drizzle-kit generate --custom): the text search's normal form (docs/decisions/scale-text-search.md).
-- unaccent strips accents (Nicolò → Nicolo); btree_gin lets the trigram index carry the scope (tenant, owner) too.
-- Both ship with PostgreSQL's contrib and are trusted extensions (no superuser needed).
create extension if not exists unaccent;--> statement-breakpoint
create extension if not exists btree_gin;--> statement-breakpoint
-- unaccent() is STABLE (its dictionary could change), so an index or a stored value cannot call it directly. This
-- wrapper names the dictionary and its schema, so the result depends on the argument only and may be IMMUTABLE.
-- The application's search terms go through the same function, so both sides are normalised alike.
create or replace function search_norm(t text) returns text
  language sql immutable parallel safe strict
  return lower(public.unaccent('public.unaccent'::regdictionary, t));--> statement-breakpoint
-- One candidate's search text: its names, e-mail, fiscal code, and its request's number and reference person.
create or replace function candidate_search_text(
  first_name text, last_name text, email text, codice_fiscale text, request_number text, reference_person text
) returns text
  language sql immutable parallel safe
  return search_norm(concat_ws(' ', first_name, last_name, email, codice_fiscale, request_number, reference_person));
