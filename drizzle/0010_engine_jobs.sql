CREATE TABLE "engine_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"payload" jsonb NOT NULL,
	"payload_blob" "bytea",
	"result" jsonb,
	"result_blob" "bytea",
	"error" jsonb,
	"worker_lease" text,
	"worker_id" text,
	"job_key" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "process_leases" ADD COLUMN "role" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "engine_jobs_job_key_idx" ON "engine_jobs" USING btree ("job_key");--> statement-breakpoint
CREATE INDEX "engine_jobs_open_idx" ON "engine_jobs" USING btree ("status","created_at") WHERE status in ('queued', 'running');