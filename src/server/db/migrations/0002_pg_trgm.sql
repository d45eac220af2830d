-- Trigram indexes make the catalogue search (a case-insensitive substring of a poster name or a creator's
-- username) an index lookup. pg_trgm ships with PostgreSQL (contrib, a trusted extension since 13) and with
-- PGlite (loaded in db/client.ts). See docs/decisions/007-catalogue-search-trigram-indexes.md.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
