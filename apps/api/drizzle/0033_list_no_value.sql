-- A big list's page sorted by a reference whose value may be none (a status, a team) reads the
-- rows without one in id order: `column IS NULL` gives PostgreSQL no order by id in the order's
-- own index (0018), so that group was read over the primary key (db/tables/columns.ts listNoValue).
CREATE INDEX "map_objects_network_no_status" ON "map_objects" ("network_id", "id") WHERE "deleted_at" IS NULL AND "map_object_status_id" IS NULL;--> statement-breakpoint
CREATE INDEX "map_objects_network_no_team" ON "map_objects" ("network_id", "id") WHERE "deleted_at" IS NULL AND "team_id" IS NULL;--> statement-breakpoint
CREATE INDEX "map_objects_network_no_creator" ON "map_objects" ("network_id", "id") WHERE "deleted_at" IS NULL AND "created_by" IS NULL;--> statement-breakpoint
CREATE INDEX "actions_network_no_status" ON "actions" ("network_id", "id") WHERE "deleted_at" IS NULL AND "action_status_id" IS NULL;--> statement-breakpoint
CREATE INDEX "actions_network_no_priority" ON "actions" ("network_id", "id") WHERE "deleted_at" IS NULL AND "action_priority_id" IS NULL;--> statement-breakpoint
CREATE INDEX "actions_network_no_object" ON "actions" ("network_id", "id") WHERE "deleted_at" IS NULL AND "map_object_id" IS NULL;--> statement-breakpoint
CREATE INDEX "actions_network_no_team" ON "actions" ("network_id", "id") WHERE "deleted_at" IS NULL AND "team_id" IS NULL;--> statement-breakpoint
CREATE INDEX "actions_network_no_creator" ON "actions" ("network_id", "id") WHERE "deleted_at" IS NULL AND "created_by" IS NULL;
