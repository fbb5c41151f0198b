-- A field app finds objects by a value (POST /v1/network/{id}/children/find): the index on an
-- object value's attribute takes the value's hash beside it, so a find reads the rows holding
-- that value instead of every value of the attribute. The hash, not the value itself: a text
-- value of 5,000 characters is larger than a B-tree entry may be. The attribute still leads,
-- so the index serves what the one on the attribute alone did (its foreign key, its values).
DROP INDEX "map_object_values_attribute";
--> statement-breakpoint
CREATE INDEX "map_object_values_attribute_value" ON "map_object_values" ("attribute_id", md5("value"::text));
