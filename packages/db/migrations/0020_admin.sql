-- Issue 25, administration: the backups made (and where to), the restores and restore drills run, the
-- server's own errors (for the admin dashboard) and a daily sample of the database size (its growth).
CREATE TABLE "backups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"kind" text NOT NULL,
	"destination" text NOT NULL,
	"location" text NOT NULL,
	"status" text NOT NULL,
	"size_bytes" bigint,
	"sha256" text,
	"manifest" jsonb,
	"upload" jsonb,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"created_by" uuid,
	CONSTRAINT "backups_kind_check" CHECK (kind IN ('manual', 'scheduled', 'before_restore')),
	CONSTRAINT "backups_destination_check" CHECK (destination IN ('data', 'folder', 's3')),
	CONSTRAINT "backups_status_check" CHECK (status IN ('running', 'done', 'failed', 'deleted'))
);--> statement-breakpoint
CREATE INDEX "backups_started_at" ON "backups" USING btree ("started_at");--> statement-breakpoint
CREATE TABLE "restore_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"backup_id" uuid,
	"file_name" text NOT NULL,
	"status" text NOT NULL,
	"result" jsonb,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"created_by" uuid,
	CONSTRAINT "restore_runs_kind_check" CHECK (kind IN ('restore', 'drill')),
	CONSTRAINT "restore_runs_status_check" CHECK (status IN ('running', 'passed', 'failed'))
);--> statement-breakpoint
CREATE INDEX "restore_runs_started_at" ON "restore_runs" USING btree ("started_at");--> statement-breakpoint
CREATE TABLE "server_errors" (
	"id" uuid PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"request_id" text,
	"method" text,
	"path" text,
	"status" integer NOT NULL,
	"code" text,
	"message" text NOT NULL,
	"user_id" text
);--> statement-breakpoint
CREATE INDEX "server_errors_at" ON "server_errors" USING btree ("at");--> statement-breakpoint
CREATE TABLE "db_size_samples" (
	"day" date PRIMARY KEY NOT NULL,
	"bytes" bigint NOT NULL
);--> statement-breakpoint
CREATE INDEX "audit_log_target" ON "audit_log" USING btree ("target_type", "target_id", "at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_at" ON "audit_log" USING btree ("actor_user_id", "at");
