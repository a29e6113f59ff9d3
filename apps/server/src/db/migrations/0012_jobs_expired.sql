ALTER TABLE "job_postings" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
-- Decision 030: the board's index holds only postings not yet found expired. The expiry job
-- (modules/jobs/expiry.ts) stamps open postings whose apply-by date (India's calendar) passed;
-- these are the ones it would stamp today.
UPDATE "job_postings" SET "expired_at" = now()
  WHERE "status" = 'open' AND "deleted_at" IS NULL
    AND "apply_by" < to_char((now() AT TIME ZONE 'Asia/Kolkata')::date, 'YYYY-MM-DD');--> statement-breakpoint
-- A new apply-by date (the startup's edit renews an expired posting) puts it back on the board
-- at once, for every writer; the job stamps it again if that date has passed too.
CREATE FUNCTION "job_postings_unexpire"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.expired_at := NULL;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "job_postings_unexpire_trigger" BEFORE UPDATE OF "apply_by" ON "job_postings"
  FOR EACH ROW WHEN (NEW.apply_by IS DISTINCT FROM OLD.apply_by) EXECUTE FUNCTION "job_postings_unexpire"();--> statement-breakpoint
DROP INDEX "job_postings_open_created_idx";--> statement-breakpoint
CREATE INDEX "job_postings_open_created_idx" ON "job_postings" USING btree ("created_at","id") WHERE "job_postings"."status" = 'open' and "job_postings"."deleted_at" is null and "job_postings"."expired_at" is null;--> statement-breakpoint
-- The board's plan reads expired_at's statistics: without them the planner takes it for rare and
-- sorts every live posting instead of walking the index.
ANALYZE "job_postings";
