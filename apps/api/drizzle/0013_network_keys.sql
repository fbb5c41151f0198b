-- One table for a network's keys for callers from outside (modules/network-keys): the
-- publication key a GIS sends (purpose 'ogc', from publication_keys) and the Marrekrite's
-- integration key (purpose 'marrekrite', from integration_keys) were two tables of the same
-- shape, kept by two copies of the same code.
ALTER TABLE "integration_keys" RENAME TO "network_keys";
--> statement-breakpoint
ALTER TABLE "network_keys" RENAME COLUMN "source" TO "purpose";
--> statement-breakpoint
ALTER TABLE "network_keys" DROP CONSTRAINT IF EXISTS "integration_keys_source_check";
--> statement-breakpoint
ALTER TABLE "network_keys" ADD CONSTRAINT "network_keys_purpose_check" CHECK ("purpose" IN ('ogc', 'marrekrite'));
--> statement-breakpoint
ALTER INDEX "integration_keys_hash" RENAME TO "network_keys_hash";
--> statement-breakpoint
ALTER TABLE "network_keys" RENAME CONSTRAINT "integration_keys_pkey" TO "network_keys_pkey";
--> statement-breakpoint
INSERT INTO "network_keys" ("network_id", "tenant_id", "purpose", "key_hash", "created_by", "created_at")
  SELECT "network_id", "tenant_id", 'ogc', "key_hash", "created_by", "created_at" FROM "publication_keys";
--> statement-breakpoint
DROP TABLE "publication_keys";
