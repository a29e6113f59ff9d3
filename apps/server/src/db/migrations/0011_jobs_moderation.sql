ALTER TABLE "reports" DROP CONSTRAINT "reports_target_check";--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_reason_check";--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "reporter_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "job_postings_apply_by_idx" ON "job_postings" USING btree ("apply_by");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_platform_open_key" ON "reports" USING btree ("target","target_id") WHERE "reports"."reporter_id" is null and "reports"."status" = 'open';--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_check" CHECK ("reports"."target" in ('user', 'message', 'video', 'blog', 'talk', 'comment', 'job'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reason_check" CHECK ("reports"."reason" in ('spam', 'abuse', 'fraud', 'asksForMoney', 'other'));