-- A big list's total without counting its rows (db/list-page.ts): the live actions and objects
-- of a network counted per status, priority and type, kept by the triggers below on every
-- statement that inserts, changes or deletes them (a delete of a status or type too, through
-- its foreign keys). Counting 200,000 actions took 10-20 ms a page, the whole of a page's budget;
-- the counts of a view over these columns are a sum over a few dozen rows.
CREATE TABLE "action_counts" (
	"network_id" integer NOT NULL REFERENCES "networks"("id") ON DELETE cascade,
	"action_status_id" integer,
	"action_priority_id" integer,
	"dynamic_action_type_id" integer NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
-- One row per key, a missing status or priority (null) a key of its own.
CREATE UNIQUE INDEX "action_counts_key" ON "action_counts" ("network_id", coalesce("action_status_id", 0), coalesce("action_priority_id", 0), "dynamic_action_type_id");
--> statement-breakpoint
-- The counts that fell to nothing, for the triggers to take away at once.
CREATE INDEX "action_counts_empty" ON "action_counts" ("n") WHERE "n" = 0;
--> statement-breakpoint
CREATE TABLE "map_object_counts" (
	"network_id" integer NOT NULL REFERENCES "networks"("id") ON DELETE cascade,
	"map_object_type_id" integer NOT NULL,
	"map_object_status_id" integer,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "map_object_counts_key" ON "map_object_counts" ("network_id", "map_object_type_id", coalesce("map_object_status_id", 0));
--> statement-breakpoint
CREATE INDEX "map_object_counts_empty" ON "map_object_counts" ("n") WHERE "n" = 0;
--> statement-breakpoint
-- Each statement's change of the live rows per key, added to the counts in one statement in the
-- keys' order (two statements at once take the counts' rows in the same order, so they never
-- wait on each other in a circle); a count that falls to nothing goes.
CREATE FUNCTION action_counts_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO action_counts AS k (network_id, action_status_id, action_priority_id, dynamic_action_type_id, n)
      SELECT network_id, action_status_id, action_priority_id, dynamic_action_type_id, count(*) FROM new_rows WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (network_id, coalesce(action_status_id, 0), coalesce(action_priority_id, 0), dynamic_action_type_id) DO UPDATE SET n = k.n + excluded.n;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO action_counts AS k (network_id, action_status_id, action_priority_id, dynamic_action_type_id, n)
      SELECT network_id, action_status_id, action_priority_id, dynamic_action_type_id, sum(d) FROM (
        SELECT network_id, action_status_id, action_priority_id, dynamic_action_type_id, 1 AS d FROM new_rows WHERE deleted_at IS NULL
        UNION ALL SELECT network_id, action_status_id, action_priority_id, dynamic_action_type_id, -1 FROM old_rows WHERE deleted_at IS NULL
      ) rows GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT (network_id, coalesce(action_status_id, 0), coalesce(action_priority_id, 0), dynamic_action_type_id) DO UPDATE SET n = k.n + excluded.n;
  ELSE
    -- The rows of a network being deleted: its counts are gone already.
    INSERT INTO action_counts AS k (network_id, action_status_id, action_priority_id, dynamic_action_type_id, n)
      SELECT network_id, action_status_id, action_priority_id, dynamic_action_type_id, -count(*) FROM old_rows o WHERE deleted_at IS NULL AND EXISTS (SELECT 1 FROM networks x WHERE x.id = o.network_id)
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (network_id, coalesce(action_status_id, 0), coalesce(action_priority_id, 0), dynamic_action_type_id) DO UPDATE SET n = k.n + excluded.n;
  END IF;
  DELETE FROM action_counts k WHERE k.n = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER actions_counts_insert AFTER INSERT ON actions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION action_counts_change();
--> statement-breakpoint
CREATE TRIGGER actions_counts_update AFTER UPDATE ON actions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION action_counts_change();
--> statement-breakpoint
CREATE TRIGGER actions_counts_delete AFTER DELETE ON actions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION action_counts_change();
--> statement-breakpoint
INSERT INTO action_counts (network_id, action_status_id, action_priority_id, dynamic_action_type_id, n)
  SELECT network_id, action_status_id, action_priority_id, dynamic_action_type_id, count(*) FROM actions WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
CREATE FUNCTION map_object_counts_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO map_object_counts AS k (network_id, map_object_type_id, map_object_status_id, n)
      SELECT network_id, map_object_type_id, map_object_status_id, count(*) FROM new_rows WHERE deleted_at IS NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (network_id, map_object_type_id, coalesce(map_object_status_id, 0)) DO UPDATE SET n = k.n + excluded.n;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO map_object_counts AS k (network_id, map_object_type_id, map_object_status_id, n)
      SELECT network_id, map_object_type_id, map_object_status_id, sum(d) FROM (
        SELECT network_id, map_object_type_id, map_object_status_id, 1 AS d FROM new_rows WHERE deleted_at IS NULL
        UNION ALL SELECT network_id, map_object_type_id, map_object_status_id, -1 FROM old_rows WHERE deleted_at IS NULL
      ) rows GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (network_id, map_object_type_id, coalesce(map_object_status_id, 0)) DO UPDATE SET n = k.n + excluded.n;
  ELSE
    -- The rows of a network being deleted: its counts are gone already.
    INSERT INTO map_object_counts AS k (network_id, map_object_type_id, map_object_status_id, n)
      SELECT network_id, map_object_type_id, map_object_status_id, -count(*) FROM old_rows o WHERE deleted_at IS NULL AND EXISTS (SELECT 1 FROM networks x WHERE x.id = o.network_id)
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (network_id, map_object_type_id, coalesce(map_object_status_id, 0)) DO UPDATE SET n = k.n + excluded.n;
  END IF;
  DELETE FROM map_object_counts k WHERE k.n = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER map_objects_counts_insert AFTER INSERT ON map_objects REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION map_object_counts_change();
--> statement-breakpoint
CREATE TRIGGER map_objects_counts_update AFTER UPDATE ON map_objects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION map_object_counts_change();
--> statement-breakpoint
CREATE TRIGGER map_objects_counts_delete AFTER DELETE ON map_objects REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION map_object_counts_change();
--> statement-breakpoint
INSERT INTO map_object_counts (network_id, map_object_type_id, map_object_status_id, n)
  SELECT network_id, map_object_type_id, map_object_status_id, count(*) FROM map_objects WHERE deleted_at IS NULL GROUP BY 1, 2, 3;
