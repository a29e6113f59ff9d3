CREATE TABLE "conversations" (
	"user_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"last_message_id" uuid NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "conversations_user_id_partner_id_pk" PRIMARY KEY("user_id","partner_id"),
	CONSTRAINT "conversations_unread_check" CHECK ("conversations"."unread" >= 0)
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_user_last_idx" ON "conversations" USING btree ("user_id","last_at","last_message_id");--> statement-breakpoint
-- The chat list's conversations follow messages inserts: a statement-level trigger with a
-- transition table, so one sendMessage adds two primary-key upserts and no round trip, and bulk
-- inserts (demo seed, bench's generate_series) fold each conversation once per statement.
-- Rows are upserted in (user_id, partner_id) order so concurrent sends A→B and B→A lock the two
-- rows in the same order and cannot deadlock.
CREATE FUNCTION "messages_conversations_upsert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "conversations" ("user_id", "partner_id", "last_message_id", "last_at", "unread")
  SELECT "user_id", "partner_id", "id", "created_at", "unread"
  FROM (
    SELECT DISTINCT ON ("user_id", "partner_id") "user_id", "partner_id", "id", "created_at",
      sum("unread") OVER (PARTITION BY "user_id", "partner_id")::int AS "unread"
    FROM (
      SELECT "sender_id" AS "user_id", "receiver_id" AS "partner_id", "id", "created_at", 0 AS "unread" FROM "new_messages"
      UNION ALL
      SELECT "receiver_id", "sender_id", "id", "created_at", CASE WHEN "read_at" IS NULL THEN 1 ELSE 0 END
      FROM "new_messages" WHERE "receiver_id" <> "sender_id"
    ) AS "sides"
    ORDER BY "user_id", "partner_id", "created_at" DESC, "id" DESC
  ) AS "latest"
  ORDER BY "user_id", "partner_id"
  ON CONFLICT ("user_id", "partner_id") DO UPDATE SET
    "last_message_id" = CASE WHEN ("excluded"."last_at", "excluded"."last_message_id") > ("conversations"."last_at", "conversations"."last_message_id")
      THEN "excluded"."last_message_id" ELSE "conversations"."last_message_id" END,
    "last_at" = greatest("conversations"."last_at", "excluded"."last_at"),
    "unread" = "conversations"."unread" + "excluded"."unread";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "messages_conversations_trigger" AFTER INSERT ON "messages"
  REFERENCING NEW TABLE AS "new_messages" FOR EACH STATEMENT EXECUTE FUNCTION "messages_conversations_upsert"();--> statement-breakpoint
-- Backfill from the messages already stored (same folding as the trigger).
INSERT INTO "conversations" ("user_id", "partner_id", "last_message_id", "last_at", "unread")
SELECT DISTINCT ON ("user_id", "partner_id") "user_id", "partner_id", "id", "created_at",
  sum("unread") OVER (PARTITION BY "user_id", "partner_id")::int
FROM (
  SELECT "sender_id" AS "user_id", "receiver_id" AS "partner_id", "id", "created_at", 0 AS "unread" FROM "messages"
  UNION ALL
  SELECT "receiver_id", "sender_id", "id", "created_at", CASE WHEN "read_at" IS NULL THEN 1 ELSE 0 END
  FROM "messages" WHERE "receiver_id" <> "sender_id"
) AS "sides"
ORDER BY "user_id", "partner_id", "created_at" DESC, "id" DESC
ON CONFLICT ("user_id", "partner_id") DO NOTHING;
