-- The actions' two console sorts that counted their rows per reference on every page (db/list-page.ts):
-- by team, whose counts now come from action_counts as the status's, priority's and type's do;
-- and by their object's code, now a column of the action kept by the triggers below, so that its
-- pages walk an index in that order as the action's own columns do (an object per reference
-- counted 200,000 actions a page).
DROP INDEX "action_counts_key";
--> statement-breakpoint
ALTER TABLE "action_counts" ADD COLUMN "team_id" integer;
--> statement-breakpoint
DELETE FROM "action_counts";
--> statement-breakpoint
CREATE UNIQUE INDEX "action_counts_key" ON "action_counts" ("network_id", coalesce("action_status_id", 0), coalesce("action_priority_id", 0), "dynamic_action_type_id", coalesce("team_id", 0));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION action_counts_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO action_counts AS k (network_id, action_status_id, action_priority_id, dynamic_action_type_id, team_id, n)
      SELECT network_id, action_status_id, action_priority_id, dynamic_action_type_id, team_id, count(*) FROM new_rows WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (network_id, coalesce(action_status_id, 0), coalesce(action_priority_id, 0), dynamic_action_type_id, coalesce(team_id, 0)) DO UPDATE SET n = k.n + excluded.n;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO action_counts AS k (network_id, action_status_id, action_priority_id, dynamic_action_type_id, team_id, n)
      SELECT network_id, action_status_id, action_priority_id, dynamic_action_type_id, team_id, sum(d) FROM (
        SELECT network_id, action_status_id, action_priority_id, dynamic_action_type_id, team_id, 1 AS d FROM new_rows WHERE deleted_at IS NULL
        UNION ALL SELECT network_id, action_status_id, action_priority_id, dynamic_action_type_id, team_id, -1 FROM old_rows WHERE deleted_at IS NULL
      ) rows GROUP BY 1, 2, 3, 4, 5 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (network_id, coalesce(action_status_id, 0), coalesce(action_priority_id, 0), dynamic_action_type_id, coalesce(team_id, 0)) DO UPDATE SET n = k.n + excluded.n;
  ELSE
    -- The rows of a network being deleted: its counts are gone already.
    INSERT INTO action_counts AS k (network_id, action_status_id, action_priority_id, dynamic_action_type_id, team_id, n)
      SELECT network_id, action_status_id, action_priority_id, dynamic_action_type_id, team_id, -count(*) FROM old_rows o WHERE deleted_at IS NULL AND EXISTS (SELECT 1 FROM networks x WHERE x.id = o.network_id)
      GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (network_id, coalesce(action_status_id, 0), coalesce(action_priority_id, 0), dynamic_action_type_id, coalesce(team_id, 0)) DO UPDATE SET n = k.n + excluded.n;
  END IF;
  DELETE FROM action_counts k WHERE k.n = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO action_counts (network_id, action_status_id, action_priority_id, dynamic_action_type_id, team_id, n)
  SELECT network_id, action_status_id, action_priority_id, dynamic_action_type_id, team_id, count(*) FROM actions WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
-- The code of the action's object (null without one), as the object has it now.
ALTER TABLE "actions" ADD COLUMN "map_object_code" text;
--> statement-breakpoint
UPDATE "actions" a SET "map_object_code" = o."code" FROM "map_objects" o WHERE o."id" = a."map_object_id";
--> statement-breakpoint
CREATE FUNCTION action_object_code() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.map_object_code := (SELECT o.code FROM map_objects o WHERE o.id = NEW.map_object_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER actions_object_code_insert BEFORE INSERT ON actions FOR EACH ROW EXECUTE FUNCTION action_object_code();
--> statement-breakpoint
CREATE TRIGGER actions_object_code_update BEFORE UPDATE OF map_object_id ON actions FOR EACH ROW WHEN (NEW.map_object_id IS DISTINCT FROM OLD.map_object_id) EXECUTE FUNCTION action_object_code();
--> statement-breakpoint
-- An object's new code, in its actions (through actions_object).
CREATE FUNCTION map_object_code_actions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE actions SET map_object_code = NEW.code WHERE map_object_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER map_objects_code_actions AFTER UPDATE OF code ON map_objects FOR EACH ROW WHEN (NEW.code IS DISTINCT FROM OLD.code) EXECUTE FUNCTION map_object_code_actions();
--> statement-breakpoint
DROP INDEX "actions_network_object";
--> statement-breakpoint
CREATE INDEX "actions_network_object_code" ON "actions" ("network_id", (nullif("map_object_code", '') COLLATE list_nl), "id") WHERE "deleted_at" IS NULL;
