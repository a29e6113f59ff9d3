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
-- A word's stems, English and Hindi, as one text query (null for a word both drop).
CREATE FUNCTION "search_word_query"("p_word" text) RETURNS tsquery LANGUAGE sql IMMUTABLE AS $$
  SELECT string_agg(quote_literal(l), ' | ')::tsquery
  FROM unnest(tsvector_to_array(to_tsvector('english', "p_word") || to_tsvector('hindi', "p_word"))) l
$$;--> statement-breakpoint
-- Issue 28 (decision 035): search_words follows the documents in the same transaction. A
-- document's words, as written, join it when the document is put; a word a document no longer
-- holds leaves it once no document holds its stems (an erased person's name, a deleted post's
-- words: nothing a person wrote outlives its document here).
CREATE FUNCTION "search_put_words"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_words text[] := CASE WHEN TG_OP <> 'INSERT'
    THEN tsvector_to_array(to_tsvector('simple', concat_ws(' ', OLD.title, OLD.body))) END;
  new_words text[] := CASE WHEN TG_OP <> 'DELETE'
    THEN tsvector_to_array(to_tsvector('simple', concat_ws(' ', NEW.title, NEW.body))) END;
BEGIN
  IF new_words IS NOT NULL THEN
    INSERT INTO "search_words" ("word", "skeleton")
    SELECT w, search_skeleton(w) FROM unnest(new_words) w
    WHERE NOT EXISTS (SELECT 1 FROM "search_words" s WHERE s.word = w)
    ON CONFLICT ("word") DO NOTHING;
  END IF;
  IF old_words IS NOT NULL THEN
    DELETE FROM "search_words" s
    WHERE s.word = ANY (ARRAY(SELECT unnest(old_words) EXCEPT SELECT unnest(coalesce(new_words, '{}'))))
      AND NOT EXISTS (SELECT 1 FROM "search_documents" d WHERE d.document @@ search_word_query(s.word));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "search_documents_words_trigger" AFTER INSERT OR DELETE OR UPDATE OF "title", "body" ON "search_documents"
  FOR EACH ROW EXECUTE FUNCTION "search_put_words"();--> statement-breakpoint
-- The backfill: the words of every document already written (its title and body hold all its text).
INSERT INTO "search_words" ("word", "skeleton")
SELECT w, search_skeleton(w) FROM (
  SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('simple', concat_ws(' ', "title", "body")))) AS w
  FROM "search_documents"
) words
ON CONFLICT ("word") DO NOTHING;
