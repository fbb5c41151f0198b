-- Reports from outside become actions (docs/integrations.md): a helpdesk's or the Marrekrite's
-- report, at most one action per report (the unique key: the same report twice at once makes one
-- action), the deliveries of status changes back to the helpdesk (a queue several processes share
-- without sending twice: FOR UPDATE SKIP LOCKED), each attempt logged, and the Marrekrite's
-- integration key (only its SHA-256).
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE cascade,
	"network_id" integer NOT NULL REFERENCES "networks"("id") ON DELETE cascade,
	"source" text NOT NULL CHECK ("source" IN ('helpdesk', 'marrekrite')),
	"reporting_id" text NOT NULL,
	"reporting_value" jsonb NOT NULL,
	"action_id" integer REFERENCES "actions"("id") ON DELETE set null,
	"last_status" smallint,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reports_network_source_reporting" ON "reports" ("network_id", "source", "reporting_id");
--> statement-breakpoint
CREATE INDEX "reports_action" ON "reports" ("action_id");
--> statement-breakpoint
CREATE TABLE "report_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE cascade,
	"network_id" integer NOT NULL REFERENCES "networks"("id") ON DELETE cascade,
	"report_id" integer NOT NULL REFERENCES "reports"("id") ON DELETE cascade,
	"action_id" integer REFERENCES "actions"("id") ON DELETE set null,
	"url" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_status_code" integer,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "report_deliveries_due" ON "report_deliveries" ("next_attempt_at") WHERE "delivered_at" IS NULL AND "failed_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "report_deliveries_network" ON "report_deliveries" ("network_id", "id");
--> statement-breakpoint
CREATE TABLE "report_delivery_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE cascade,
	"network_id" integer NOT NULL REFERENCES "networks"("id") ON DELETE cascade,
	"delivery_id" integer NOT NULL REFERENCES "report_deliveries"("id") ON DELETE cascade,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_code" integer,
	"error" text,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "report_delivery_attempts_delivery" ON "report_delivery_attempts" ("delivery_id", "id");
--> statement-breakpoint
CREATE INDEX "report_delivery_attempts_network" ON "report_delivery_attempts" ("network_id", "id");
--> statement-breakpoint
CREATE TABLE "integration_keys" (
	"network_id" integer NOT NULL REFERENCES "networks"("id") ON DELETE cascade,
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE cascade,
	"source" text NOT NULL CHECK ("source" IN ('marrekrite')),
	"key_hash" text NOT NULL,
	"created_by" integer REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("network_id", "source")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "integration_keys_hash" ON "integration_keys" ("key_hash");
