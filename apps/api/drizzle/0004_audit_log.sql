CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"user_name" text,
	"tenant_id" integer,
	"network_id" integer,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer,
	"changes" jsonb
);
--> statement-breakpoint
CREATE INDEX "audit_log_tenant_newest" ON "audit_log" USING btree ("tenant_id","created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "audit_log_newest" ON "audit_log" USING btree ("created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "audit_log_subject" ON "audit_log" USING btree ("subject_type","subject_id","created_at" DESC);--> statement-breakpoint
CREATE INDEX "audit_log_user" ON "audit_log" USING btree ("user_id","created_at" DESC);
