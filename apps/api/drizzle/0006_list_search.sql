-- Server-side lists: the users list of a big organisation searched (name and e-mail
-- contain a text: pg_trgm's GIN indexes serve ILIKE '%text%') and sorted by name (lower(name)).
-- pg_trgm is an extension: where it cannot be created (not installed, no right to), the
-- searches still work, without its indexes.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN others THEN
  RAISE NOTICE 'pg_trgm is not available (%): list searches run without trigram indexes', SQLERRM;
END $$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS users_name_trgm ON users USING gin (name gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS users_email_trgm ON users USING gin (email gin_trgm_ops);
  END IF;
END $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS users_lower_name ON users (lower(name));
