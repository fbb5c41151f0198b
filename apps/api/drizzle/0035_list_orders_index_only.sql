-- A list's page in the middle of a text sort (an object's code, label or name, an action's object's
-- code) read every row before it from the table: PostgreSQL answers from an index alone only when
-- the index holds the columns the query reads, and an expression's index holds the expression, not
-- its column. Each such order's index now holds its column last, and the objects' order by last
-- change (an index of every object, deleted too) holds deleted_at: the middle page of 110,000
-- objects by code 34.7 → 14.3 ms, of 200,000 actions by their object's code 37.5 → 18.9 ms.
DROP INDEX "map_objects_network_code";
--> statement-breakpoint
CREATE INDEX "map_objects_network_code" ON "map_objects" ("network_id", (nullif("code", '') COLLATE list_nl), "id", "code") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
DROP INDEX "map_objects_network_label";
--> statement-breakpoint
CREATE INDEX "map_objects_network_label" ON "map_objects" ("network_id", (nullif("label", '') COLLATE list_nl), "id", "label") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
DROP INDEX "map_objects_network_name";
--> statement-breakpoint
CREATE INDEX "map_objects_network_name" ON "map_objects" ("network_id", (nullif("name", '') COLLATE list_nl), "id", "name") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
DROP INDEX "map_objects_network_updated";
--> statement-breakpoint
CREATE INDEX "map_objects_network_updated" ON "map_objects" ("network_id", "updated_at", "id", "deleted_at");
--> statement-breakpoint
DROP INDEX "actions_network_object_code";
--> statement-breakpoint
CREATE INDEX "actions_network_object_code" ON "actions" ("network_id", (nullif("map_object_code", '') COLLATE list_nl), "id", "map_object_code") WHERE "deleted_at" IS NULL;
