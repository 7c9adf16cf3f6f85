CREATE TABLE "photo_batch_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"filename" text NOT NULL,
	"original_key" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"check" jsonb,
	"look" jsonb,
	"photo_id" uuid,
	"error" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "photo_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"platform" text NOT NULL,
	"style" text NOT NULL,
	"scenario_type" text NOT NULL,
	"predefined_scenario" text,
	"seed" integer NOT NULL,
	"owner_id" text,
	"planned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "photo_batch_items" ADD CONSTRAINT "photo_batch_items_batch_id_photo_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."photo_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_batch_items" ADD CONSTRAINT "photo_batch_items_photo_id_enhanced_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."enhanced_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_batches" ADD CONSTRAINT "photo_batches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "photo_batch_items_position_idx" ON "photo_batch_items" USING btree ("batch_id","position");--> statement-breakpoint
CREATE INDEX "photo_batches_user_idx" ON "photo_batches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "photo_batches_open_idx" ON "photo_batches" USING btree ("created_at") WHERE finished_at is null;