-- The foreign keys into tables whose rows go by the thousand (a network's, an action type's or
-- an object type's delete; the photos' files, 0012) get an index on their columns: PostgreSQL
-- looks up the referring rows of every deleted row, and without one each look-up read the whole
-- referring table: an action type with 10,000 actions, a photo and a helpdesk delivery each, took
-- 21 s to delete on PostgreSQL and 33 s on PGlite, 1.4 s and 2.7 s with these indexes.
-- test/schema.test.ts holds every such key indexed.
CREATE INDEX "action_images_file" ON "action_images" ("file_id");
--> statement-breakpoint
CREATE INDEX "map_object_images_file" ON "map_object_images" ("file_id");
--> statement-breakpoint
CREATE INDEX "report_deliveries_action" ON "report_deliveries" ("action_id");
--> statement-breakpoint
CREATE INDEX "report_deliveries_report" ON "report_deliveries" ("report_id");
