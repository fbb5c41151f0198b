-- What hangs on what (docs/map-objects.md, "Hierarchy"): an object may hang under another of its
-- network (a sign on a junction post), as its type's constraints allow. An object deleted for
-- good (its type deleted) leaves its children standing alone.
ALTER TABLE "map_objects" ADD COLUMN "parent_id" integer;
--> statement-breakpoint
ALTER TABLE "map_objects" ADD CONSTRAINT "map_objects_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "map_objects"("id") ON DELETE set null;
--> statement-breakpoint
CREATE INDEX "map_objects_parent" ON "map_objects" ("parent_id") WHERE "parent_id" IS NOT NULL;
--> statement-breakpoint
-- The field app (docs/map-objects.md, "The type settings"): a call made with a token of a client
-- marked so is the app's; the console's own client never is.
ALTER TABLE "oauth_clients" ADD COLUMN "field_app" boolean DEFAULT false NOT NULL;
