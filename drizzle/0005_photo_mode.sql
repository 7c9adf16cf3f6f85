ALTER TABLE "enhanced_photos" ADD COLUMN "mode" text;--> statement-breakpoint
ALTER TABLE "enhanced_photos" ADD COLUMN "scenario_applied" boolean;--> statement-breakpoint
ALTER TABLE "enhanced_photos" ADD COLUMN "in_place_reason" text;--> statement-breakpoint
ALTER TABLE "enhanced_photos" ADD COLUMN "source_window" jsonb;