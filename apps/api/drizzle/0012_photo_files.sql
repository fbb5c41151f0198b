-- A photo's stored file goes with the last photo that names it, however the photos go: one
-- deleted, or many at once when their action, object, action type or network is deleted (the
-- foreign keys' cascades fire this too). A file that a file attribute's value names stays.
CREATE FUNCTION drop_unused_photo_files() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM files f
    WHERE f.id IN (SELECT DISTINCT file_id FROM old_rows)
      AND NOT EXISTS (SELECT 1 FROM action_images i WHERE i.file_id = f.id)
      AND NOT EXISTS (SELECT 1 FROM map_object_images m WHERE m.file_id = f.id)
      AND NOT EXISTS (SELECT 1 FROM map_object_values v JOIN attributes a ON a.id = v.attribute_id WHERE a.type = 'file' AND v.value = to_jsonb(f.id))
      AND NOT EXISTS (SELECT 1 FROM action_values v JOIN attributes a ON a.id = v.attribute_id WHERE a.type = 'file' AND v.value = to_jsonb(f.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER action_images_drop_files AFTER DELETE ON action_images REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION drop_unused_photo_files();
--> statement-breakpoint
CREATE TRIGGER map_object_images_drop_files AFTER DELETE ON map_object_images REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION drop_unused_photo_files();
