-- Signup grant: the free credits and their ledger line are written by the same statement
-- that inserts the user, so an account never exists without its balance.
-- The amount comes from foodart_signup_credits(), which the server re-creates at every start
-- from FREE_SIGNUP_CREDITS in src/shared/constants.ts (the value below is only the initial one).
CREATE OR REPLACE FUNCTION foodart_signup_credits() RETURNS integer
  LANGUAGE sql IMMUTABLE AS $$ SELECT 3 $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION foodart_grant_signup_credits() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  grant_amount integer := foodart_signup_credits();
BEGIN
  INSERT INTO user_credits (user_id, credits_remaining, credits_total, unlimited)
    VALUES (NEW.id, grant_amount, grant_amount, false)
    ON CONFLICT (user_id) DO NOTHING;
  INSERT INTO credit_ledger (user_id, delta, reason, actor_id, reference, balance_after)
    VALUES (NEW.id, grant_amount, 'signup_grant', NULL, NULL, grant_amount);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER foodart_user_signup_credits
  AFTER INSERT ON "user"
  FOR EACH ROW EXECUTE FUNCTION foodart_grant_signup_credits();
