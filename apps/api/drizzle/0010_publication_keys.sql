-- A network's publication key: what a GIS sends to read the network's published layers (OGC API -
-- Features, /ogc/networks/{id}). One per network; only its SHA-256 is kept, so the key is shown
-- once, when made, and a request finds its network by the hash of the key it sends.
CREATE TABLE "publication_keys" (
	"network_id" integer PRIMARY KEY NOT NULL REFERENCES "networks"("id") ON DELETE cascade,
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE cascade,
	"key_hash" text NOT NULL,
	"created_by" integer REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "publication_keys_hash" ON "publication_keys" ("key_hash");
