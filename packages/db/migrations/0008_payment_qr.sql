ALTER TABLE "system_settings" ADD COLUMN "payment_qr" "bytea";--> statement-breakpoint
ALTER TABLE "system_settings" ADD COLUMN "payment_qr_type" text;