-- Issue 25, decision 039: a Job seeker's video is an introduction of themselves, sent with their
-- applications; a Hustler's is a post for the community. An introduction is never in the feeds,
-- in search or in a signed-out preview, so it is marked on the row (set at upload from the
-- uploader's role, which never changes) and every existing video is a post.
ALTER TABLE "videos" ADD COLUMN "kind" text DEFAULT 'post' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_kind_check" CHECK ("videos"."kind" in ('post', 'intro'));--> statement-breakpoint
-- Search (migration 0016) indexes posts only: an introduction gets no document.
CREATE OR REPLACE FUNCTION "search_put_video"("v" "videos") RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF v.kind <> 'post' THEN
    RETURN;
  END IF;
  PERFORM search_put('video', v.id, v.user_id, v.title, NULL,
    concat_ws(' ', v.description,
      (SELECT string_agg(c.words, ' ' ORDER BY c.language) FROM "video_captions" c WHERE c.video_id = v.id)),
    v.created_at);
END $$;
