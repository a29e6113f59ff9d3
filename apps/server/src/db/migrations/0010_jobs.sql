CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"applicant_id" uuid NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"note" text,
	"answers" text[] DEFAULT '{}'::text[] NOT NULL,
	"video_id" uuid,
	"reject_reason" text,
	"history" jsonb NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_applications_status_check" CHECK ("job_applications"."status" in ('applied', 'viewed', 'shortlisted', 'interview', 'offer', 'hired', 'notSelected', 'withdrawn', 'noResponse'))
);
--> statement-breakpoint
CREATE TABLE "job_postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"work_mode" text NOT NULL,
	"state" text,
	"city" text,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"sector" text,
	"stage" text,
	"description" text NOT NULL,
	"openings" integer NOT NULL,
	"start_date" text,
	"duration_months" integer,
	"stipend_kind" text,
	"stipend_min" integer,
	"stipend_max" integer,
	"pay_min_lpa" double precision,
	"pay_max_lpa" double precision,
	"esop_min" double precision,
	"esop_max" double precision,
	"perks" text[] DEFAULT '{}'::text[] NOT NULL,
	"audiences" text[] DEFAULT '{}'::text[] NOT NULL,
	"student_year" integer,
	"apply_by" text NOT NULL,
	"questions" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"held_reason" text,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "job_postings_status_check" CHECK ("job_postings"."status" in ('open', 'closed', 'held')),
	CONSTRAINT "job_postings_type_check" CHECK ("job_postings"."type" in ('fullTime', 'partTime', 'internship', 'freelance')),
	CONSTRAINT "job_postings_work_mode_check" CHECK ("job_postings"."work_mode" in ('onSite', 'hybrid', 'remote')),
	CONSTRAINT "job_postings_pay_check" CHECK (("job_postings"."type" = 'internship' and "job_postings"."stipend_kind" is not null and "job_postings"."pay_min_lpa" is null) or ("job_postings"."type" <> 'internship' and "job_postings"."pay_min_lpa" is not null and "job_postings"."pay_max_lpa" is not null and "job_postings"."stipend_kind" is null))
);
--> statement-breakpoint
CREATE TABLE "saved_jobs" (
	"user_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_jobs_user_id_job_id_pk" PRIMARY KEY("user_id","job_id")
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_job_postings_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_job_id_job_postings_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_job_applicant_key" ON "job_applications" USING btree ("job_id","applicant_id");--> statement-breakpoint
CREATE INDEX "job_applications_applicant_created_idx" ON "job_applications" USING btree ("applicant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "job_applications_job_status_created_idx" ON "job_applications" USING btree ("job_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "job_postings_open_created_idx" ON "job_postings" USING btree ("created_at","id") WHERE "job_postings"."status" = 'open' and "job_postings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "job_postings_user_created_idx" ON "job_postings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "job_postings_city_idx" ON "job_postings" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "saved_jobs_job_idx" ON "saved_jobs" USING btree ("job_id");