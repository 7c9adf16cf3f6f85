CREATE TABLE "process_leases" (
	"id" text PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_reservations" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "user_credits" ADD COLUMN "purchased_remaining" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback_ratings" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "owner_id" text;--> statement-breakpoint
CREATE INDEX "credit_reservations_owner_idx" ON "credit_reservations" USING btree ("owner_id");--> statement-breakpoint
-- Ratings given more than once keep only their newest.
DELETE FROM "feedback_ratings" a USING "feedback_ratings" b
  WHERE a."user_id" IS NOT NULL AND a."creation_id" = b."creation_id" AND a."user_id" = b."user_id"
    AND (a."created_at", a."id") < (b."created_at", b."id");--> statement-breakpoint
ALTER TABLE "feedback_ratings" ADD CONSTRAINT "feedback_ratings_user_creation_unique" UNIQUE("creation_id","user_id");--> statement-breakpoint
-- Bought credits still held, from the ledger: a purchase adds, every movement caps it at the balance it leaves.
DO $$
DECLARE
  entry record;
  current_user_id text := NULL;
  held integer := 0;
BEGIN
  FOR entry IN SELECT "user_id", "reason", "delta", "balance_after" FROM "credit_ledger" ORDER BY "user_id", "created_at", "id" LOOP
    IF current_user_id IS DISTINCT FROM entry."user_id" THEN
      IF current_user_id IS NOT NULL THEN
        UPDATE "user_credits" SET "purchased_remaining" = held WHERE "user_id" = current_user_id AND NOT "unlimited";
      END IF;
      current_user_id := entry."user_id";
      held := 0;
    END IF;
    IF entry."reason" = 'purchase' THEN held := held + entry."delta"; END IF;
    held := GREATEST(0, LEAST(held, entry."balance_after"));
  END LOOP;
  IF current_user_id IS NOT NULL THEN
    UPDATE "user_credits" SET "purchased_remaining" = held WHERE "user_id" = current_user_id AND NOT "unlimited";
  END IF;
END $$;