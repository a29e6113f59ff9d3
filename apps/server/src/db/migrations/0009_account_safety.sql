CREATE TABLE "erased_addresses" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"erased_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderator_grants" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderator_grants_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "moderator_grants_kind_check" CHECK ("moderator_grants"."kind" in ('listed', 'operator'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "moderator_grants" ADD CONSTRAINT "moderator_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;