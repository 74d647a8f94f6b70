ALTER TABLE "system_settings" ADD COLUMN "bir" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "system_settings" ADD COLUMN "support" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "system_settings" ADD COLUMN "logo" "bytea";--> statement-breakpoint
ALTER TABLE "system_settings" ADD COLUMN "logo_type" text;