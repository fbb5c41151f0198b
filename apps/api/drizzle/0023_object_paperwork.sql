-- Comments on actions and on map objects share one table and one id space, so /v1/comment/{id}
-- names either; the action comments keep their ids (the audit log's entries name them).
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE cascade,
	"network_id" integer NOT NULL REFERENCES "networks"("id") ON DELETE cascade,
	"action_id" integer REFERENCES "actions"("id") ON DELETE cascade,
	"map_object_id" integer REFERENCES "map_objects"("id") ON DELETE cascade,
	"user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"comment" text NOT NULL,
	"copied_from_id" integer REFERENCES "comments"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comments_one_parent" CHECK (num_nonnulls("action_id", "map_object_id") = 1)
);
--> statement-breakpoint
INSERT INTO "comments" ("id", "tenant_id", "network_id", "action_id", "user_id", "comment", "created_at", "updated_at")
  SELECT "id", "tenant_id", "network_id", "action_id", "user_id", "comment", "created_at", "updated_at" FROM "action_comments";
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('comments', 'id'), coalesce((SELECT max("id") FROM "comments"), 0) + 1, false);
--> statement-breakpoint
DROP TABLE "action_comments";
--> statement-breakpoint
CREATE INDEX "comments_action" ON "comments" ("action_id", "id");
--> statement-breakpoint
CREATE INDEX "comments_map_object" ON "comments" ("map_object_id", "id");
--> statement-breakpoint
CREATE INDEX "comments_user_id" ON "comments" ("user_id");
--> statement-breakpoint
CREATE INDEX "comments_copied_from_id" ON "comments" ("copied_from_id");
--> statement-breakpoint
-- Documents on an object, an action, an object type or the network itself (no owner column):
-- their bytes in files, one file each, which goes with its attachment.
CREATE TABLE "attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE cascade,
	"network_id" integer NOT NULL REFERENCES "networks"("id") ON DELETE cascade,
	"map_object_id" integer REFERENCES "map_objects"("id") ON DELETE cascade,
	"action_id" integer REFERENCES "actions"("id") ON DELETE cascade,
	"map_object_type_id" integer REFERENCES "map_object_types"("id") ON DELETE cascade,
	"file_id" integer NOT NULL REFERENCES "files"("id") ON DELETE cascade,
	"created_by" integer REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachments_one_owner" CHECK (num_nonnulls("map_object_id", "action_id", "map_object_type_id") <= 1)
);
--> statement-breakpoint
CREATE INDEX "attachments_network" ON "attachments" ("network_id", "id");
--> statement-breakpoint
CREATE INDEX "attachments_map_object" ON "attachments" ("map_object_id", "id");
--> statement-breakpoint
CREATE INDEX "attachments_action" ON "attachments" ("action_id", "id");
--> statement-breakpoint
CREATE INDEX "attachments_map_object_type" ON "attachments" ("map_object_type_id", "id");
--> statement-breakpoint
CREATE UNIQUE INDEX "attachments_file" ON "attachments" ("file_id");
--> statement-breakpoint
CREATE INDEX "attachments_created_by" ON "attachments" ("created_by");
--> statement-breakpoint
CREATE FUNCTION drop_attachment_files() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM files f WHERE f.id IN (SELECT DISTINCT file_id FROM old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER attachments_drop_files AFTER DELETE ON attachments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION drop_attachment_files();
--> statement-breakpoint
-- A photo on an object says what it shows.
ALTER TABLE "map_object_images" ADD COLUMN "caption" text;
--> statement-breakpoint
-- Action image types become each network's configuration. Every network gets every type there
-- was; the network that used a type first (else the first network) keeps its row and id, the
-- others get copies, and each network's references move to its own copy.
ALTER TABLE "action_image_types" ADD COLUMN "tenant_id" integer;
--> statement-breakpoint
ALTER TABLE "action_image_types" ADD COLUMN "network_id" integer;
--> statement-breakpoint
ALTER TABLE "action_image_types" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "action_image_types" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
CREATE TABLE "image_type_moves" ("old_id" integer NOT NULL, "network_id" integer NOT NULL, "new_id" integer NOT NULL, "keeps" boolean NOT NULL);
--> statement-breakpoint
INSERT INTO "image_type_moves" ("old_id", "network_id", "new_id", "keeps")
  SELECT t.id, n.id, CASE WHEN n.id = k.keeper THEN t.id ELSE nextval(pg_get_serial_sequence('action_image_types', 'id'))::int END, n.id = k.keeper
  FROM action_image_types t
  CROSS JOIN networks n
  CROSS JOIN LATERAL (SELECT coalesce((SELECT min(u.network_id) FROM (
      SELECT network_id FROM action_type_image_types WHERE action_image_type_id = t.id
      UNION ALL SELECT network_id FROM action_images WHERE action_image_type_id = t.id
      UNION ALL SELECT network_id FROM map_object_images WHERE action_image_type_id = t.id
      UNION ALL SELECT network_id FROM selection_images WHERE action_image_type_id = t.id) u), (SELECT min(id) FROM networks)) AS keeper) k;
--> statement-breakpoint
UPDATE "action_image_types" t SET "tenant_id" = n.tenant_id, "network_id" = n.id
  FROM "image_type_moves" m JOIN "networks" n ON n.id = m.network_id WHERE m.keeps AND m.old_id = t.id;
--> statement-breakpoint
ALTER TABLE "action_image_types" DROP CONSTRAINT "action_image_types_name_unique";
--> statement-breakpoint
INSERT INTO "action_image_types" ("id", "tenant_id", "network_id", "name")
  SELECT m.new_id, n.tenant_id, n.id, t.name FROM "image_type_moves" m JOIN "networks" n ON n.id = m.network_id JOIN "action_image_types" t ON t.id = m.old_id
  WHERE NOT m.keeps;
--> statement-breakpoint
UPDATE "action_type_image_types" x SET "action_image_type_id" = m.new_id FROM "image_type_moves" m WHERE NOT m.keeps AND m.old_id = x.action_image_type_id AND m.network_id = x.network_id;
--> statement-breakpoint
UPDATE "action_images" x SET "action_image_type_id" = m.new_id FROM "image_type_moves" m WHERE NOT m.keeps AND m.old_id = x.action_image_type_id AND m.network_id = x.network_id;
--> statement-breakpoint
UPDATE "map_object_images" x SET "action_image_type_id" = m.new_id FROM "image_type_moves" m WHERE NOT m.keeps AND m.old_id = x.action_image_type_id AND m.network_id = x.network_id;
--> statement-breakpoint
UPDATE "selection_images" x SET "action_image_type_id" = m.new_id FROM "image_type_moves" m WHERE NOT m.keeps AND m.old_id = x.action_image_type_id AND m.network_id = x.network_id;
--> statement-breakpoint
DROP TABLE "image_type_moves";
--> statement-breakpoint
-- Without a network, a type belongs nowhere (a database without networks).
DELETE FROM "action_image_types" WHERE "network_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "action_image_types" ALTER COLUMN "tenant_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "action_image_types" ALTER COLUMN "network_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "action_image_types" ADD CONSTRAINT "action_image_types_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade;
--> statement-breakpoint
ALTER TABLE "action_image_types" ADD CONSTRAINT "action_image_types_network_id_fkey" FOREIGN KEY ("network_id") REFERENCES "networks"("id") ON DELETE cascade;
--> statement-breakpoint
CREATE INDEX "action_image_types_network" ON "action_image_types" ("network_id", "id");
--> statement-breakpoint
-- A new network starts with the standard image types (contract catalogues.ts ACTION_IMAGE_TYPES),
-- however it is made, so an action's photo always has a type to choose.
CREATE FUNCTION network_standard_image_types() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO action_image_types (tenant_id, network_id, name)
    SELECT NEW.tenant_id, NEW.id, x.name FROM unnest(ARRAY['Foto', 'Schets', 'Situatietekening']) WITH ORDINALITY AS x(name, i) ORDER BY x.i;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER networks_standard_image_types AFTER INSERT ON networks FOR EACH ROW EXECUTE FUNCTION network_standard_image_types();
