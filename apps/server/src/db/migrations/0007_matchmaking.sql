ALTER TABLE "connections" DROP CONSTRAINT "connections_status_check";--> statement-breakpoint
ALTER TABLE "connections" ALTER COLUMN "status" SET DEFAULT 'new';--> statement-breakpoint
-- The Ignite pipeline's states (issue 14): an unanswered Ignite is new, an accepted one connected,
-- a declined one passed.
UPDATE "connections" SET "status" = CASE "status" WHEN 'accepted' THEN 'connected' WHEN 'declined' THEN 'passed' ELSE 'new' END;--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "pitch" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "video_id" uuid;--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "pass_reason" text;--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "viewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "connected_at" timestamp with time zone;--> statement-breakpoint
UPDATE "connections" SET "connected_at" = "responded_at" WHERE "status" = 'connected';--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "role" text;--> statement-breakpoint
UPDATE "profiles" SET "role" = "users"."role" FROM "users" WHERE "users"."id" = "profiles"."user_id";--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "role" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "sectors" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "ticket_min" bigint;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "ticket_max" bigint;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "open_to_pitches" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "commitment" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "availability" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "completeness" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "rank_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Discovery's order: complete and recently active profiles first. rank_at is active_at moved later
-- by 2 hours per completeness point (a complete profile ranks like one active 8 days later); a
-- trigger keeps it for every writer (the services, the demo seed, bench's generate_series).
CREATE FUNCTION "profiles_rank"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.rank_at := NEW.active_at + coalesce(NEW.completeness, 0) * interval '2 hours';
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "profiles_rank_trigger" BEFORE INSERT OR UPDATE ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION "profiles_rank"();--> statement-breakpoint
UPDATE "profiles" SET "active_at" = "updated_at";--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "connections_hustler_created_idx" ON "connections" USING btree ("hustler_id","created_at");--> statement-breakpoint
CREATE INDEX "profiles_role_rank_idx" ON "profiles" USING btree ("role","rank_at","user_id");--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_status_check" CHECK ("connections"."status" in ('new', 'viewed', 'meeting', 'passed', 'connected'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_role_check" CHECK ("profiles"."role" in ('Hustler', 'Investor', 'Cofounder', 'Jobseeker'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_ticket_check" CHECK ("profiles"."ticket_min" is null or "profiles"."ticket_max" is null or "profiles"."ticket_min" <= "profiles"."ticket_max");--> statement-breakpoint
CREATE INDEX "profiles_sectors_idx" ON "profiles" USING gin ("sectors");--> statement-breakpoint
CREATE INDEX "profiles_role_city_idx" ON "profiles" USING btree ("role",lower("city"));--> statement-breakpoint
CREATE INDEX "profiles_completeness_null_idx" ON "profiles" USING btree ("user_id") WHERE "profiles"."completeness" is null;