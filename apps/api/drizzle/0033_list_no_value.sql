-- A big list's page sorted by a reference whose value may be none reads the rows without one in
-- id order: `column IS NULL` gives PostgreSQL no order by id in the order's own index (0018), so
-- that group was read over the primary key (db/tables/columns.ts listNoValue). The objects'
-- status is the one such sort of the console's whose group without a value measured slow.
CREATE INDEX "map_objects_network_no_status" ON "map_objects" ("network_id", "id") WHERE "deleted_at" IS NULL AND "map_object_status_id" IS NULL;
