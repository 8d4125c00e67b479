-- Custom migration (drizzle-kit generate --custom): the keys of the HR user's text search index
-- (docs/decisions/scale-text-search.md, fifth pass). Each key is one (owner, trigram) pair, so the index's posting
-- list of a key holds only that owner's candidates having that trigram: an HR user's search ANDs a few short lists
-- (at 1M, "rossi" of an owner with 19,933 candidates: lists of about 400–2,000 rows) instead of the owner's 19,933
-- postings with the trigrams' 20,000–100,000 of every owner. The trigrams are pg_trgm's (show_trgm, the same words
-- and padding as the gin_trgm_ops index); a key is the first 32 bits of md5(owner, trigram): md5 never changes
-- between PostgreSQL versions (hashtext may), and two pairs sharing a key only lengthen a list: the query keeps its
-- owner and LIKE conditions, checked on every row found. IMMUTABLE, schema-qualified (an index is built with an
-- empty search_path).
create or replace function search_owner_key(owner uuid, trigram text) returns integer
  language sql immutable parallel safe as $$
  select ('x' || left(md5(owner::text || trigram), 8))::bit(32)::integer
$$;--> statement-breakpoint
-- Every (owner, trigram) key of a candidate's search text: what the index holds.
create or replace function search_owner_keys(owner uuid, search_text text) returns integer[]
  language sql immutable parallel safe as $$
  select array(select public.search_owner_key(owner, t) from unnest(public.show_trgm(search_text)) t)
$$;--> statement-breakpoint
-- The keys a typed word needs: its trigrams inside a word only (no padding blank), since the word may be found in the
-- middle of a longer one ("ossi" in "rossi"). A word without any (under 3 letters or digits in a row) gives an empty
-- array, which matches every row: the application does not ask the index for such a word.
create or replace function search_owner_word(owner uuid, word text) returns integer[]
  language sql immutable parallel safe as $$
  select array(select public.search_owner_key(owner, t) from unnest(public.show_trgm(word)) t
    where position(' ' in t) = 0)
$$;
