CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"skeleton" text NOT NULL
);
--> statement-breakpoint
DROP INDEX IF EXISTS "search_documents_skeleton_idx";--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_words_skeleton_idx" ON "search_words" USING gin ("skeleton" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blogs_hidden_idx" ON "blogs" USING btree ("id") WHERE "blogs"."hidden_at" is not null;--> statement-breakpoint
CREATE INDEX "search_documents_title_words_idx" ON "search_documents" USING gin (to_tsvector('simple'::regconfig, "title"));--> statement-breakpoint
CREATE INDEX "search_documents_created_idx" ON "search_documents" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_suspended_idx" ON "users" USING btree ("id") WHERE "users"."suspended_at" is not null;--> statement-breakpoint
CREATE INDEX "users_erased_idx" ON "users" USING btree ("id") WHERE "users"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "users_out_of_discovery_idx" ON "users" USING btree ("id") WHERE not "users"."discoverable" or "users"."suspended_at" is not null;--> statement-breakpoint
CREATE INDEX "videos_hidden_idx" ON "videos" USING btree ("id") WHERE "videos"."hidden_at" is not null;--> statement-breakpoint
-- Issue 28 (decision 035): the words of a document, as written, join search_words when it is put.
CREATE FUNCTION "search_put_words"("p_text" text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word", "skeleton")
  SELECT w, search_skeleton(w) FROM unnest(tsvector_to_array(to_tsvector('simple', coalesce("p_text", '')))) w
  WHERE NOT EXISTS (SELECT 1 FROM "search_words" s WHERE s.word = w)
  ON CONFLICT ("word") DO NOTHING;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_put"("p_kind" text, "p_item" uuid, "p_owner" uuid, "p_title" text, "p_middle" text, "p_body" text, "p_created" timestamptz) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  title text := coalesce("p_title", '');
  middle text := coalesce("p_middle", '');
  body text := coalesce("p_body", '');
BEGIN
  INSERT INTO "search_documents" ("kind", "item_id", "owner_id", "title", "body", "document", "title_skeleton", "skeleton", "created_at")
  VALUES ("p_kind", "p_item", "p_owner", title, btrim(concat_ws(' ', body, middle)),
    setweight(to_tsvector('english', title) || to_tsvector('hindi', title), 'A')
      || setweight(to_tsvector('english', middle) || to_tsvector('hindi', middle), 'B')
      || setweight(to_tsvector('english', body) || to_tsvector('hindi', body), 'C'),
    search_skeleton(title), search_skeleton(concat_ws(' ', title, middle, body)), "p_created")
  ON CONFLICT ("kind", "item_id") DO UPDATE SET "owner_id" = excluded."owner_id", "title" = excluded."title",
    "body" = excluded."body", "document" = excluded."document", "title_skeleton" = excluded."title_skeleton",
    "skeleton" = excluded."skeleton", "created_at" = excluded."created_at";
  PERFORM search_put_words(concat_ws(' ', title, middle, body));
END $$;--> statement-breakpoint
-- The backfill: the words of every document already written (its title and body hold all its text).
INSERT INTO "search_words" ("word", "skeleton")
SELECT w, search_skeleton(w) FROM (
  SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('simple', concat_ws(' ', "title", "body")))) AS w
  FROM "search_documents"
) words
ON CONFLICT ("word") DO NOTHING;
