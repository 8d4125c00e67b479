-- Custom migration (drizzle-kit generate --custom): what the tables of 0001 need and Drizzle cannot declare.
-- pg_trgm gives the gin_trgm_ops operator class of the text-search indexes (users, candidates, report_requests).
create extension if not exists pg_trgm;
