-- Map objects: a network's signposts, route segments and areas (docs/map-objects.md). The
-- geometry is GeoJSON (jsonb) with its bounding box in plain columns, so a viewport is an index
-- lookup on both PGlite and PostgreSQL, without PostGIS.
CREATE TABLE "map_objects" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE cascade,
	"network_id" integer NOT NULL REFERENCES "networks"("id") ON DELETE cascade,
	"map_object_type_id" integer NOT NULL REFERENCES "map_object_types"("id") ON DELETE cascade,
	"map_object_status_id" integer REFERENCES "map_object_statuses"("id") ON DELETE set null,
	"number" integer NOT NULL,
	"code" text NOT NULL,
	"name" text,
	"geometry" jsonb NOT NULL,
	"min_lon" double precision NOT NULL,
	"min_lat" double precision NOT NULL,
	"max_lon" double precision NOT NULL,
	"max_lat" double precision NOT NULL,
	"length_m" double precision,
	"created_by" integer REFERENCES "users"("id") ON DELETE set null,
	"team_id" integer REFERENCES "teams"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "map_objects_type_number" ON "map_objects" ("map_object_type_id", "number");
--> statement-breakpoint
CREATE INDEX "map_objects_network_type" ON "map_objects" ("network_id", "map_object_type_id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
-- The viewport's index: the bounding box as PostgreSQL's own box type in a GiST index (core
-- PostgreSQL, so PGlite has it too): a box overlapping a view is found without scanning every
-- object west of it, as a B-tree over the coordinates would.
CREATE INDEX "map_objects_box" ON "map_objects" USING gist (box(point("min_lon", "min_lat"), point("max_lon", "max_lat"))) WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "map_objects_network_updated" ON "map_objects" ("network_id", "updated_at");
--> statement-breakpoint
CREATE INDEX "map_objects_network_code" ON "map_objects" ("network_id", (nullif("code", '') COLLATE list_nl), "id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "map_objects_status" ON "map_objects" ("map_object_status_id");
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS map_objects_code_fold_trgm ON map_objects USING gin (list_fold(code) gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS map_objects_name_fold_trgm ON map_objects USING gin (list_fold(name) gin_trgm_ops);
  END IF;
END $$;
--> statement-breakpoint
-- One row per filled attribute of an object: the audit's before and after per attribute, and an
-- attribute unlinked from a type leaves the other types' values alone.
CREATE TABLE "map_object_values" (
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE cascade,
	"map_object_id" integer NOT NULL REFERENCES "map_objects"("id") ON DELETE cascade,
	"attribute_id" integer NOT NULL REFERENCES "attributes"("id") ON DELETE cascade,
	"value" jsonb NOT NULL,
	CONSTRAINT "map_object_values_pk" PRIMARY KEY ("map_object_id", "attribute_id")
);
--> statement-breakpoint
CREATE INDEX "map_object_values_attribute" ON "map_object_values" ("attribute_id");
--> statement-breakpoint
-- The running number of a type's codes in a network: taken with UPDATE ... RETURNING in the
-- create's transaction, so a number is never given twice nor reused after a delete.
CREATE TABLE "map_object_counters" (
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE cascade,
	"network_id" integer NOT NULL REFERENCES "networks"("id") ON DELETE cascade,
	"map_object_type_id" integer PRIMARY KEY NOT NULL REFERENCES "map_object_types"("id") ON DELETE cascade,
	"last_number" integer NOT NULL DEFAULT 0
);
--> statement-breakpoint
-- Files uploaded to a network (the values of file attributes): in the database, so that a
-- backup of it keeps them.
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE cascade,
	"network_id" integer NOT NULL REFERENCES "networks"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" bytea NOT NULL,
	"created_by" integer REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "files_network" ON "files" ("network_id");
--> statement-breakpoint
-- The version of a network's map: raised by every statement that changes what its tiles show
-- (objects, and the types, attributes, lookup values and statuses their labels and filters come
-- from), so a tile cached under one version is never served after a change, in any process.
ALTER TABLE "networks" ADD COLUMN "map_version" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE FUNCTION map_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE networks SET map_version = map_version + 1 WHERE id IN (SELECT DISTINCT network_id FROM old_rows);
  ELSE
    UPDATE networks SET map_version = map_version + 1 WHERE id IN (SELECT DISTINCT network_id FROM new_rows);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['map_objects', 'map_object_types', 'attributes', 'lookup_values', 'map_object_statuses'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION map_version_bump()', t || '_map_version_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION map_version_bump()', t || '_map_version_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION map_version_bump()', t || '_map_version_delete', t);
  END LOOP;
END $$;
