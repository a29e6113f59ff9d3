CREATE TABLE "video_captions" (
	"video_id" uuid NOT NULL,
	"language" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_captions_video_id_language_pk" PRIMARY KEY("video_id","language"),
	CONSTRAINT "video_captions_language_check" CHECK ("video_captions"."language" in ('en', 'hi'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "data_saver" text DEFAULT 'auto' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "stream_state" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "stream_key" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "stream_renditions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "stream_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "stream_next_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "stream_lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "stream_error" text;--> statement-breakpoint
ALTER TABLE "video_captions" ADD CONSTRAINT "video_captions_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "videos_stream_waiting_idx" ON "videos" USING btree ("stream_next_at") WHERE "videos"."stream_state" in ('queued', 'processing');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_data_saver_check" CHECK ("users"."data_saver" in ('auto', 'on', 'off'));--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_stream_state_check" CHECK ("videos"."stream_state" in ('queued', 'processing', 'ready', 'failed'));