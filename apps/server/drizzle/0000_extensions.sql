-- Trigram indexes for accent-free place and name look-ups. PGlite ships pg_trgm as well.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
