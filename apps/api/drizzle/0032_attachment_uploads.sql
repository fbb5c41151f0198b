-- The original client's two-step upload of a document: announced as JSON with its size, it waits
-- here for its bytes, posted once, by the same user, before it expires, to the upload_url the
-- announcement answered. Only the token's hash is kept.
CREATE TABLE "attachment_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE cascade,
	"network_id" integer NOT NULL REFERENCES "networks"("id") ON DELETE cascade,
	"map_object_id" integer REFERENCES "map_objects"("id") ON DELETE cascade,
	"action_id" integer REFERENCES "actions"("id") ON DELETE cascade,
	"map_object_type_id" integer REFERENCES "map_object_types"("id") ON DELETE cascade,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"token_hash" text NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachment_uploads_one_owner" CHECK (num_nonnulls("map_object_id", "action_id", "map_object_type_id") <= 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "attachment_uploads_token" ON "attachment_uploads" ("token_hash");
--> statement-breakpoint
CREATE INDEX "attachment_uploads_network" ON "attachment_uploads" ("network_id");
--> statement-breakpoint
CREATE INDEX "attachment_uploads_map_object" ON "attachment_uploads" ("map_object_id");
--> statement-breakpoint
CREATE INDEX "attachment_uploads_action" ON "attachment_uploads" ("action_id");
--> statement-breakpoint
CREATE INDEX "attachment_uploads_map_object_type" ON "attachment_uploads" ("map_object_type_id");
--> statement-breakpoint
CREATE INDEX "attachment_uploads_user" ON "attachment_uploads" ("user_id");
--> statement-breakpoint
CREATE INDEX "attachment_uploads_expires" ON "attachment_uploads" ("expires_at");
