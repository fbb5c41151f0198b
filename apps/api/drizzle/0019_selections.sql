-- Selections (docs/selections.md): named sets of a network's map objects, each of a selection
-- type of that network; a selection of an ordered type (a route) keeps its objects in order and
-- its course: the line that joins them along the network's segments, its length and its gaps.
CREATE TABLE "selections" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE cascade,
	"network_id" integer NOT NULL REFERENCES "networks"("id") ON DELETE cascade,
	"selection_type_id" integer NOT NULL REFERENCES "selection_types"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"description" text,
	"created_by" integer REFERENCES "users"("id") ON DELETE set null,
	"team_id" integer REFERENCES "teams"("id") ON DELETE set null,
	-- a route's course (GeoJSON, WGS84): a LineString, a MultiLineString where it has gaps; null
	-- for a set, and for a route until it is worked out (course_at null: to be worked out again)
	"course" jsonb,
	"length_m" double precision,
	-- the consecutive members no path joins: [{"from": objectId, "to": objectId}]
	"gaps" jsonb,
	"course_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "selections_network_name" ON "selections" ("network_id", (nullif("name", '') COLLATE list_nl), "id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "selections_network_type" ON "selections" ("network_id", "selection_type_id", "id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "selections_selection_type_id" ON "selections" ("selection_type_id");
--> statement-breakpoint
CREATE INDEX "selections_created_by" ON "selections" ("created_by");
--> statement-breakpoint
CREATE INDEX "selections_team_id" ON "selections" ("team_id");
--> statement-breakpoint
-- A selection's objects: 1..n in order for a route (an object may come back, a loop, but not
-- twice in a row), each object once for a set (in the order they joined).
CREATE TABLE "selection_objects" (
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE cascade,
	"selection_id" integer NOT NULL REFERENCES "selections"("id") ON DELETE cascade,
	"position" integer NOT NULL,
	"map_object_id" integer NOT NULL REFERENCES "map_objects"("id") ON DELETE cascade,
	CONSTRAINT "selection_objects_pk" PRIMARY KEY ("selection_id", "position")
);
--> statement-breakpoint
CREATE INDEX "selection_objects_object" ON "selection_objects" ("map_object_id", "selection_id");
--> statement-breakpoint
CREATE TABLE "selection_values" (
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE cascade,
	"selection_id" integer NOT NULL REFERENCES "selections"("id") ON DELETE cascade,
	"attribute_id" integer NOT NULL REFERENCES "attributes"("id") ON DELETE cascade,
	"value" jsonb NOT NULL,
	CONSTRAINT "selection_values_pk" PRIMARY KEY ("selection_id", "attribute_id")
);
--> statement-breakpoint
CREATE INDEX "selection_values_attribute" ON "selection_values" ("attribute_id");
--> statement-breakpoint
CREATE TABLE "selection_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE cascade,
	"network_id" integer NOT NULL REFERENCES "networks"("id") ON DELETE cascade,
	"selection_id" integer NOT NULL REFERENCES "selections"("id") ON DELETE cascade,
	"action_image_type_id" integer REFERENCES "action_image_types"("id") ON DELETE set null,
	"file_id" integer NOT NULL REFERENCES "files"("id") ON DELETE cascade,
	"created_by" integer REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "selection_images_selection" ON "selection_images" ("selection_id", "id");
--> statement-breakpoint
CREATE INDEX "selection_images_file" ON "selection_images" ("file_id");
--> statement-breakpoint
CREATE INDEX "selection_images_action_image_type_id" ON "selection_images" ("action_image_type_id");
--> statement-breakpoint
CREATE INDEX "selection_images_created_by" ON "selection_images" ("created_by");
--> statement-breakpoint
-- A selection's photo file goes as an object's does (0012): with the last photo naming it.
CREATE OR REPLACE FUNCTION drop_unused_photo_files() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM files f
    WHERE f.id IN (SELECT DISTINCT file_id FROM old_rows)
      AND NOT EXISTS (SELECT 1 FROM action_images i WHERE i.file_id = f.id)
      AND NOT EXISTS (SELECT 1 FROM map_object_images m WHERE m.file_id = f.id)
      AND NOT EXISTS (SELECT 1 FROM selection_images s WHERE s.file_id = f.id)
      AND NOT EXISTS (SELECT 1 FROM map_object_values v JOIN attributes a ON a.id = v.attribute_id WHERE a.type = 'file' AND v.value = to_jsonb(f.id))
      AND NOT EXISTS (SELECT 1 FROM action_values v JOIN attributes a ON a.id = v.attribute_id WHERE a.type = 'file' AND v.value = to_jsonb(f.id))
      AND NOT EXISTS (SELECT 1 FROM selection_values v JOIN attributes a ON a.id = v.attribute_id WHERE a.type = 'file' AND v.value = to_jsonb(f.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER selection_images_drop_files AFTER DELETE ON selection_images REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION drop_unused_photo_files();
