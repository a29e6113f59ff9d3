CREATE TABLE "blog_likes" (
	"blog_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_likes_blog_id_user_id_pk" PRIMARY KEY("blog_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "cofounder_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_id" uuid NOT NULL,
	"to_id" uuid NOT NULL,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "cofounder_invites_status_check" CHECK ("cofounder_invites"."status" in ('pending', 'accepted', 'declined')),
	CONSTRAINT "cofounder_invites_not_self_check" CHECK ("cofounder_invites"."from_id" <> "cofounder_invites"."to_id")
);
--> statement-breakpoint
CREATE TABLE "cofounder_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"looking" boolean DEFAULT true NOT NULL,
	"skills_wanted" text[] DEFAULT '{}'::text[] NOT NULL,
	"skills_offered" text[] DEFAULT '{}'::text[] NOT NULL,
	"commitment" text,
	"sectors" text[] DEFAULT '{}'::text[] NOT NULL,
	"stage" text,
	"state" text,
	"city" text,
	"remote" boolean DEFAULT false NOT NULL,
	"availability" text,
	"weights" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"matches_told_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "likes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "public_posts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "public_profile" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "public_indexable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_likes" ADD CONSTRAINT "blog_likes_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_likes" ADD CONSTRAINT "blog_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cofounder_invites" ADD CONSTRAINT "cofounder_invites_from_id_users_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cofounder_invites" ADD CONSTRAINT "cofounder_invites_to_id_users_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cofounder_preferences" ADD CONSTRAINT "cofounder_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_likes_user_idx" ON "blog_likes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cofounder_invites_pair_key" ON "cofounder_invites" USING btree (least("from_id", "to_id"),greatest("from_id", "to_id"));--> statement-breakpoint
CREATE INDEX "cofounder_invites_to_idx" ON "cofounder_invites" USING btree ("to_id","status","created_at");--> statement-breakpoint
CREATE INDEX "cofounder_invites_from_idx" ON "cofounder_invites" USING btree ("from_id","created_at");--> statement-breakpoint
CREATE INDEX "cofounder_preferences_looking_idx" ON "cofounder_preferences" USING btree ("looking","updated_at");