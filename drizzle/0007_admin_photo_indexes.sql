CREATE INDEX "enhanced_photos_created_at_idx" ON "enhanced_photos" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "enhanced_photos_platform_idx" ON "enhanced_photos" USING btree ("platform","created_at");--> statement-breakpoint
CREATE INDEX "enhanced_photos_style_idx" ON "enhanced_photos" USING btree ("enhancement_style","created_at");