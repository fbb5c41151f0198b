-- A big network's lists at the speed of their indexes (db/list-page.ts): every column the
-- console sorts the objects and actions by has an index in that order, within the network's
-- live rows, with the id last (the order's tie-break, and the order within a reference).
--
-- An object's label (its type's label attribute's value, a lookup's by its name, else its name,
-- else its code) is stored on the object, kept by the triggers below wherever it comes from,
-- so the list sorts by it through an index instead of working it out for every object.
ALTER TABLE "map_objects" ADD COLUMN "label" text NOT NULL DEFAULT '';
--> statement-breakpoint
CREATE FUNCTION map_object_label(object_id integer, type_id integer, object_name text, object_code text) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT CASE jsonb_typeof(v.value)
      WHEN 'string' THEN nullif(v.value #>> '{}', '')
      WHEN 'number' THEN coalesce(
        (SELECT lv.name FROM lookup_values lv WHERE a.type = 'lookup' AND lv.attribute_id = a.id AND lv.id::text = v.value #>> '{}'),
        v.value #>> '{}')
      WHEN 'object' THEN nullif(coalesce(v.value ->> 'nl', v.value ->> 'en'), '')
      ELSE NULL END
    FROM map_object_types t
    JOIN map_object_values v ON v.map_object_id = object_id AND v.attribute_id = t.label_attribute_id
    JOIN attributes a ON a.id = v.attribute_id
    WHERE t.id = type_id), nullif(object_name, ''), object_code)
$$;
--> statement-breakpoint
-- The object's own fields: set before the row is written.
CREATE FUNCTION map_object_label_own() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.label := map_object_label(NEW.id, NEW.map_object_type_id, NEW.name, NEW.code);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER map_objects_label_insert BEFORE INSERT ON map_objects FOR EACH ROW EXECUTE FUNCTION map_object_label_own();
--> statement-breakpoint
CREATE TRIGGER map_objects_label_update BEFORE UPDATE OF name, code, map_object_type_id ON map_objects FOR EACH ROW EXECUTE FUNCTION map_object_label_own();
--> statement-breakpoint
-- An object's values: once per statement, for the objects whose label attribute's value changed
-- (an import of 10,000 objects' values is one update, not 10,000).
CREATE FUNCTION map_object_label_values() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE map_objects o SET label = map_object_label(o.id, o.map_object_type_id, o.name, o.code)
  FROM (SELECT DISTINCT map_object_id, attribute_id FROM changed_rows) c, map_object_types t
  WHERE o.id = c.map_object_id AND t.id = o.map_object_type_id AND t.label_attribute_id = c.attribute_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER map_object_values_label_insert AFTER INSERT ON map_object_values REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION map_object_label_values();
--> statement-breakpoint
CREATE TRIGGER map_object_values_label_update AFTER UPDATE ON map_object_values REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION map_object_label_values();
--> statement-breakpoint
CREATE TRIGGER map_object_values_label_delete AFTER DELETE ON map_object_values REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION map_object_label_values();
--> statement-breakpoint
-- A type's label attribute chosen anew: its objects' labels.
CREATE FUNCTION map_object_label_type() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.label_attribute_id IS DISTINCT FROM OLD.label_attribute_id THEN
    UPDATE map_objects o SET label = map_object_label(o.id, o.map_object_type_id, o.name, o.code) WHERE o.map_object_type_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER map_object_types_label AFTER UPDATE OF label_attribute_id ON map_object_types FOR EACH ROW EXECUTE FUNCTION map_object_label_type();
--> statement-breakpoint
-- A label attribute's kind or a lookup value's name changed: the objects whose label it is.
CREATE FUNCTION map_object_label_attribute() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  attribute integer := CASE WHEN TG_TABLE_NAME = 'attributes' THEN OLD.id ELSE OLD.attribute_id END;
BEGIN
  UPDATE map_objects o SET label = map_object_label(o.id, o.map_object_type_id, o.name, o.code)
  FROM map_object_types t
  WHERE t.id = o.map_object_type_id AND t.label_attribute_id = attribute
    AND EXISTS (SELECT 1 FROM map_object_values v WHERE v.map_object_id = o.id AND v.attribute_id = attribute);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER attributes_label AFTER UPDATE OF type ON attributes FOR EACH ROW WHEN (NEW.type IS DISTINCT FROM OLD.type) EXECUTE FUNCTION map_object_label_attribute();
--> statement-breakpoint
CREATE TRIGGER lookup_values_label_update AFTER UPDATE OF name ON lookup_values FOR EACH ROW WHEN (NEW.name IS DISTINCT FROM OLD.name) EXECUTE FUNCTION map_object_label_attribute();
--> statement-breakpoint
CREATE TRIGGER lookup_values_label_delete AFTER DELETE ON lookup_values FOR EACH ROW EXECUTE FUNCTION map_object_label_attribute();
--> statement-breakpoint
UPDATE map_objects SET label = map_object_label(id, map_object_type_id, name, code);
--> statement-breakpoint
ALTER TABLE "map_objects" ALTER COLUMN "label" DROP DEFAULT;
--> statement-breakpoint
CREATE INDEX "map_objects_network_label" ON "map_objects" ("network_id", (nullif("label", '') COLLATE list_nl), "id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "map_objects_network_name" ON "map_objects" ("network_id", (nullif("name", '') COLLATE list_nl), "id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
DROP INDEX "map_objects_network_type";
--> statement-breakpoint
CREATE INDEX "map_objects_network_type" ON "map_objects" ("network_id", "map_object_type_id", "id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "map_objects_network_status" ON "map_objects" ("network_id", "map_object_status_id", "id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "map_objects_network_team" ON "map_objects" ("network_id", "team_id", "id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "map_objects_network_creator" ON "map_objects" ("network_id", "created_by", "id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
DROP INDEX "map_objects_network_updated";
--> statement-breakpoint
CREATE INDEX "map_objects_network_updated" ON "map_objects" ("network_id", "updated_at", "id");
--> statement-breakpoint
CREATE INDEX "actions_network_id" ON "actions" ("network_id", "id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
DROP INDEX "actions_network_status";
--> statement-breakpoint
CREATE INDEX "actions_network_status" ON "actions" ("network_id", "action_status_id", "id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "actions_network_type" ON "actions" ("network_id", "dynamic_action_type_id", "id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "actions_network_object" ON "actions" ("network_id", "map_object_id", "id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "actions_network_team" ON "actions" ("network_id", "team_id", "id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "actions_network_creator" ON "actions" ("network_id", "created_by", "id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "actions_network_created" ON "actions" ("network_id", "created_at", "id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "actions_network_closed" ON "actions" ("network_id", "closed_at", "id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
DROP INDEX "actions_network_updated";
--> statement-breakpoint
CREATE INDEX "actions_network_updated" ON "actions" ("network_id", "updated_at", "id");
