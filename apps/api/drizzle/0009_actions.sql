-- Actions: the work on a network, each of an action type, on a map object or on the network,
-- with a geometry of its own when the type has one (docs/actions.md). The bounding box is kept
-- for an own geometry only; an action on an object is found where its object is.
CREATE TABLE "actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE cascade,
	"network_id" integer NOT NULL REFERENCES "networks"("id") ON DELETE cascade,
	"dynamic_action_type_id" integer NOT NULL REFERENCES "action_types"("id") ON DELETE cascade,
	"map_object_id" integer REFERENCES "map_objects"("id") ON DELETE cascade,
	"action_priority_id" integer REFERENCES "action_priorities"("id") ON DELETE set null,
	"action_status_id" integer REFERENCES "action_statuses"("id") ON DELETE set null,
	"description" text,
	"geometry" jsonb,
	"min_lon" double precision,
	"min_lat" double precision,
	"max_lon" double precision,
	"max_lat" double precision,
	"created_by" integer REFERENCES "users"("id") ON DELETE set null,
	"team_id" integer REFERENCES "teams"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "actions_network_status" ON "actions" ("network_id", "action_status_id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "actions_network_priority" ON "actions" ("network_id", "action_priority_id", "id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "actions_object" ON "actions" ("map_object_id");
--> statement-breakpoint
CREATE INDEX "actions_type" ON "actions" ("dynamic_action_type_id");
--> statement-breakpoint
CREATE INDEX "actions_network_updated" ON "actions" ("network_id", "updated_at");
--> statement-breakpoint
CREATE INDEX "actions_box" ON "actions" USING gist (box(point("min_lon", "min_lat"), point("max_lon", "max_lat"))) WHERE "deleted_at" IS NULL AND "min_lon" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "action_values" (
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE cascade,
	"action_id" integer NOT NULL REFERENCES "actions"("id") ON DELETE cascade,
	"attribute_id" integer NOT NULL REFERENCES "attributes"("id") ON DELETE cascade,
	"value" jsonb NOT NULL,
	CONSTRAINT "action_values_pk" PRIMARY KEY ("action_id", "attribute_id")
);
--> statement-breakpoint
CREATE INDEX "action_values_attribute" ON "action_values" ("attribute_id");
--> statement-breakpoint
CREATE TABLE "action_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE cascade,
	"network_id" integer NOT NULL REFERENCES "networks"("id") ON DELETE cascade,
	"action_id" integer NOT NULL REFERENCES "actions"("id") ON DELETE cascade,
	"user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "action_comments_action" ON "action_comments" ("action_id", "id");
--> statement-breakpoint
-- Photos of actions and of map objects: their bytes in the network's file store (files).
CREATE TABLE "action_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE cascade,
	"network_id" integer NOT NULL REFERENCES "networks"("id") ON DELETE cascade,
	"action_id" integer NOT NULL REFERENCES "actions"("id") ON DELETE cascade,
	"action_image_type_id" integer REFERENCES "action_image_types"("id") ON DELETE set null,
	"file_id" integer NOT NULL REFERENCES "files"("id") ON DELETE cascade,
	"created_by" integer REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "action_images_action" ON "action_images" ("action_id", "id");
--> statement-breakpoint
CREATE TABLE "map_object_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE cascade,
	"network_id" integer NOT NULL REFERENCES "networks"("id") ON DELETE cascade,
	"map_object_id" integer NOT NULL REFERENCES "map_objects"("id") ON DELETE cascade,
	"action_image_type_id" integer REFERENCES "action_image_types"("id") ON DELETE set null,
	"file_id" integer NOT NULL REFERENCES "files"("id") ON DELETE cascade,
	"created_by" integer REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "map_object_images_object" ON "map_object_images" ("map_object_id", "id");
