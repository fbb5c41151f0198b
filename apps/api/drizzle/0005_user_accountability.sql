ALTER TABLE "users" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "oauth_tokens" ADD COLUMN "signed_in_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "oauth_tokens" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "oauth_tokens" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "oauth_tokens" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "password_resets" ADD COLUMN "kind" text DEFAULT 'reset' NOT NULL;
