ALTER TABLE "video_captions" ADD COLUMN "words" text;--> statement-breakpoint
CREATE INDEX "video_captions_words_unread_idx" ON "video_captions" USING btree ("video_id") WHERE "video_captions"."words" is null;-- Issue 28: a video's captions are searched with its description. What the cues say is kept on
-- the captions row (words; the server reads it from the clean WebVTT it stores, and fills older
-- rows from their files), and the video's search document is the title, then the description and
-- the captions' words as its body.
CREATE FUNCTION "search_put_video"("v" "videos") RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_put('video', v.id, v.user_id, v.title, NULL,
    concat_ws(' ', v.description,
      (SELECT string_agg(c.words, ' ' ORDER BY c.language) FROM "video_captions" c WHERE c.video_id = v.id)),
    v.created_at);
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_videos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM "search_documents" WHERE "kind" = 'video' AND "item_id" = OLD.id;
    RETURN OLD;
  END IF;
  PERFORM search_put_video(NEW);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE FUNCTION "search_video_captions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- On a video's deletion its captions go with it, after its document: no video, nothing to put.
  PERFORM search_put_video(v) FROM "videos" v
    WHERE v.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.video_id ELSE NEW.video_id END;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "search_video_captions_trigger" AFTER INSERT OR DELETE OR UPDATE OF "words" ON "video_captions"
  FOR EACH ROW EXECUTE FUNCTION "search_video_captions"();
