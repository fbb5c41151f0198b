-- Lists sort and search as the console's table does in the browser (packages/contract
-- list-cases.ts): names in Dutch order with numbers by value, searches ignoring case and accents.
-- list_nl: ICU's Dutch collation, numbers by value. The locale is written in ICU's own syntax
-- (nl@colNumeric=yes): PGlite's ICU ignores the BCP 47 form (nl-u-kn-true). A server built
-- without ICU sorts by its own collation instead, without failing.
DO $$
BEGIN
  CREATE COLLATION IF NOT EXISTS list_nl (provider = icu, locale = 'nl@colNumeric=yes');
EXCEPTION WHEN others THEN
  RAISE NOTICE 'ICU collations are not available (%): lists sort by the database collation', SQLERRM;
  CREATE COLLATION IF NOT EXISTS list_nl FROM "default";
END $$;
--> statement-breakpoint
-- list_fold: text as a search compares it, lower case and without accents (unaccent's rules,
-- which the console's fold follows). Immutable, so the trigram indexes below can hold it. A
-- server without the unaccent extension searches case-insensitively only.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS unaccent;
EXCEPTION WHEN others THEN
  RAISE NOTICE 'unaccent is not available (%): list searches ignore case but not accents', SQLERRM;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  ns text := (SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'unaccent');
BEGIN
  IF ns IS NOT NULL THEN
    EXECUTE format('CREATE OR REPLACE FUNCTION list_fold(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE '
      'AS $b$SELECT %1$I.unaccent(%2$L::regdictionary, lower($1))$b$', ns, ns || '.unaccent');
  ELSE
    CREATE OR REPLACE FUNCTION list_fold(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS 'SELECT lower($1)';
  END IF;
END $$;
--> statement-breakpoint
-- The users list's searches (name, e-mail) and its sort by name, on the new expressions.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    DROP INDEX IF EXISTS users_name_trgm;
    DROP INDEX IF EXISTS users_email_trgm;
    CREATE INDEX IF NOT EXISTS users_name_fold_trgm ON users USING gin (list_fold(name) gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS users_email_fold_trgm ON users USING gin (list_fold(email) gin_trgm_ops);
  END IF;
END $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS users_name_nl ON users ((nullif(name, '') COLLATE list_nl));
