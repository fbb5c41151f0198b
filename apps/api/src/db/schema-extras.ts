/**
 * What the migrations make beside tables, columns, constraints and indexes, which Drizzle's
 * schema (schema.ts) has no way to declare: extensions, a collation, functions and triggers.
 * test/schema.test.ts holds this list equal to the migrated database, as it holds schema.ts.
 *
 * pg_trgm and unaccent are created where the server offers them (0006, 0007): without pg_trgm
 * the trigram indexes that schema.ts declares are not made, without unaccent `list_fold` only
 * lowers the case, without ICU `list_nl` is the default collation. The tests run where all
 * three exist, as a production server should.
 */

/** Extensions the migrations create (plpgsql, which every database has, left out). */
export const extensions = ['pg_trgm', 'unaccent'];

/** Collations of the public schema: `name provider` (i: ICU). */
export const collations = ['list_nl i'];

/** Functions of the public schema that no extension brings: `name(arguments) returns type`. */
export const functions = [
  // 0007: text as a search compares it, lower case and without accents; immutable, so indexed.
  'list_fold(text) returns text',
  // 0008: raises networks.map_version for the networks a statement's rows belong to.
  'map_version_bump() returns trigger',
  // 0012: deletes a photo's file with the last photo (or file attribute value) naming it.
  'drop_unused_photo_files() returns trigger',
  // 0018: an object's label, and the triggers that keep map_objects.label (own fields, values,
  // its type's label attribute, that attribute's kind, a lookup value's name).
  'map_object_label(object_id integer, type_id integer, object_name text, object_code text) returns text',
  'map_object_label_own() returns trigger',
  'map_object_label_values() returns trigger',
  'map_object_label_type() returns trigger',
  'map_object_label_attribute() returns trigger',
  // 0026: the live actions' and objects' counts per key (a big list's total).
  'action_counts_change() returns trigger',
  'map_object_counts_change() returns trigger',
  // 0034: an action's object's code, as the object has it.
  'action_object_code() returns trigger',
  'map_object_code_actions() returns trigger',
  // 0023: an attachment's file goes with it; a new network's standard action image types.
  'drop_attachment_files() returns trigger',
  'network_standard_image_types() returns trigger',
];

/** The tables whose every change raises their network's map version (0008). */
const mapVersionTables = ['map_objects', 'map_object_types', 'attributes', 'lookup_values', 'map_object_statuses'];

/** Triggers, as PostgreSQL writes them back (pg_get_triggerdef) with the schema left out. */
export const triggers = [
  ...mapVersionTables.flatMap((table) => [
    `CREATE TRIGGER ${table}_map_version_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION map_version_bump()`,
    `CREATE TRIGGER ${table}_map_version_update AFTER UPDATE ON ${table} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION map_version_bump()`,
    `CREATE TRIGGER ${table}_map_version_delete AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION map_version_bump()`,
  ]),
  ...['action_images', 'map_object_images', 'selection_images'].map((table) =>
    `CREATE TRIGGER ${table}_drop_files AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION drop_unused_photo_files()`),
  // 0018: map_objects.label
  'CREATE TRIGGER map_objects_label_insert BEFORE INSERT ON map_objects FOR EACH ROW EXECUTE FUNCTION map_object_label_own()',
  'CREATE TRIGGER map_objects_label_update BEFORE UPDATE OF name, code, map_object_type_id ON map_objects FOR EACH ROW EXECUTE FUNCTION map_object_label_own()',
  ...['insert', 'update', 'delete'].map((op) =>
    `CREATE TRIGGER map_object_values_label_${op} AFTER ${op.toUpperCase()} ON map_object_values REFERENCING ${op === 'delete' ? 'OLD' : 'NEW'} TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION map_object_label_values()`),
  'CREATE TRIGGER map_object_types_label AFTER UPDATE OF label_attribute_id ON map_object_types FOR EACH ROW EXECUTE FUNCTION map_object_label_type()',
  'CREATE TRIGGER attributes_label AFTER UPDATE OF type ON attributes FOR EACH ROW WHEN ((new.type IS DISTINCT FROM old.type)) EXECUTE FUNCTION map_object_label_attribute()',
  'CREATE TRIGGER lookup_values_label_update AFTER UPDATE OF name ON lookup_values FOR EACH ROW WHEN ((new.name IS DISTINCT FROM old.name)) EXECUTE FUNCTION map_object_label_attribute()',
  'CREATE TRIGGER lookup_values_label_delete AFTER DELETE ON lookup_values FOR EACH ROW EXECUTE FUNCTION map_object_label_attribute()',
  // 0026: action_counts, map_object_counts
  ...[['actions', 'action_counts_change'], ['map_objects', 'map_object_counts_change']].flatMap(([table, fn]) => [
    `CREATE TRIGGER ${table}_counts_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
    `CREATE TRIGGER ${table}_counts_update AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
    `CREATE TRIGGER ${table}_counts_delete AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
  ]),
  // 0034: actions.map_object_code
  'CREATE TRIGGER actions_object_code_insert BEFORE INSERT ON actions FOR EACH ROW EXECUTE FUNCTION action_object_code()',
  'CREATE TRIGGER actions_object_code_update BEFORE UPDATE OF map_object_id ON actions FOR EACH ROW WHEN ((new.map_object_id IS DISTINCT FROM old.map_object_id)) EXECUTE FUNCTION action_object_code()',
  'CREATE TRIGGER map_objects_code_actions AFTER UPDATE OF code ON map_objects FOR EACH ROW WHEN ((new.code IS DISTINCT FROM old.code)) EXECUTE FUNCTION map_object_code_actions()',
  // 0023
  'CREATE TRIGGER attachments_drop_files AFTER DELETE ON attachments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION drop_attachment_files()',
  'CREATE TRIGGER networks_standard_image_types AFTER INSERT ON networks FOR EACH ROW EXECUTE FUNCTION network_standard_image_types()',
];
