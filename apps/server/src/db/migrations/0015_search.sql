CREATE EXTENSION IF NOT EXISTS "pg_trgm";--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS "unaccent";--> statement-breakpoint
CREATE TABLE "search_documents" (
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"document" "tsvector" NOT NULL,
	"title_skeleton" text NOT NULL,
	"skeleton" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "search_documents_kind_item_id_pk" PRIMARY KEY("kind","item_id"),
	CONSTRAINT "search_documents_kind_check" CHECK ("search_documents"."kind" in ('person', 'startup', 'video', 'blog', 'talk', 'job'))
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_documents_skeleton_idx" ON "search_documents" USING gin ("skeleton" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_documents_owner_idx" ON "search_documents" USING btree ("owner_id");--> statement-breakpoint
-- Issue 28 (decision 035): text in a loose Latin skeleton, the same for a document and a query,
-- so "kisan", "kissan" and "किसान" meet. Devanagari is romanised (nukta dropped, ज्ञ as gy; the inherent "a"
-- kept inside a word but dropped at its end and between a vowel and a consonant with a vowel sign, as
-- Hindi speaks it: जयपुर jaipur), then spellings people mix are
-- folded: ph/f, w/v, z/j, q/k, ee/i, oo/u, an "h" after a consonant (kh/k, sh/s), a "y" before
-- no vowel (chay/chai), doubled letters.
CREATE FUNCTION "search_skeleton"("input" text) RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
  t text := lower(unaccent(coalesce("input", '')));
  src text[] := ARRAY['क', 'ख', 'ग', 'घ', 'ङ', 'च', 'छ', 'ज', 'झ', 'ञ', 'ट', 'ठ', 'ड', 'ढ', 'ण', 'त', 'थ', 'द', 'ध', 'न', 'प', 'फ', 'ब', 'भ', 'म', 'य', 'र', 'ल', 'व', 'श', 'ष', 'स', 'ह', 'अ', 'आ', 'इ', 'ई', 'उ', 'ऊ', 'ऋ', 'ए', 'ऐ', 'ओ', 'औ', 'ऑ', 'ा', 'ि', 'ी', 'ु', 'ू', 'ृ', 'े', 'ै', 'ो', 'ौ', 'ॉ', 'ॅ', 'ं', 'ँ', 'ः', '्', '०', '१', '२', '३', '४', '५', '६', '७', '८', '९'];
  dst text[] := ARRAY['k', 'kh', 'g', 'gh', 'n', 'ch', 'chh', 'j', 'jh', 'n', 't', 'th', 'd', 'dh', 'n', 't', 'th', 'd', 'dh', 'n', 'p', 'ph', 'b', 'bh', 'm', 'y', 'r', 'l', 'v', 'sh', 'sh', 's', 'h', 'a', 'aa', 'i', 'ee', 'u', 'oo', 'ri', 'e', 'ai', 'o', 'au', 'o', 'aa', 'i', 'ee', 'u', 'oo', 'ri', 'e', 'ai', 'o', 'au', 'o', 'e', 'n', 'n', 'h', '', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
BEGIN
  IF t ~ '[ऀ-ॿ]' THEN
    t := translate(t, 'क़ख़ग़ज़ड़ढ़फ़य़', 'कखगजडढफय');
    t := replace(replace(t, '़', ''), 'ज्ञ', 'ग्य');
    -- Hindi drops the inherent "a" between a vowel and a consonant that carries one (जयपुर: jaipur).
    t := regexp_replace(t, '([क-हा-ौं])([क-ह])(?=[क-ह][ा-ौ])', '\1\2्', 'g');
    t := regexp_replace(t, '([क-ह])(?=[क-हअ-औंँः])', '\1a', 'g');
    FOR i IN 1 .. array_length(src, 1) LOOP
      t := replace(t, src[i], dst[i]);
    END LOOP;
  END IF;
  t := regexp_replace(t, '[^a-z0-9]+', ' ', 'g');
  t := replace(replace(replace(replace(t, 'ph', 'f'), 'w', 'v'), 'z', 'j'), 'q', 'k');
  t := replace(replace(t, 'ee', 'i'), 'oo', 'u');
  t := regexp_replace(t, '([bcdgjkpst])h', '\1', 'g');
  t := regexp_replace(t, 'y(?![aeiou])', 'i', 'g');
  t := regexp_replace(t, '([a-z])\1+', '\1', 'g');
  RETURN btrim(t);
END $$;--> statement-breakpoint
-- One document, written or replaced. "middle" is text such as skills, sectors and city (weight B).
CREATE FUNCTION "search_put"("p_kind" text, "p_item" uuid, "p_owner" uuid, "p_title" text, "p_middle" text, "p_body" text, "p_created" timestamptz) RETURNS void LANGUAGE plpgsql AS $$
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
END $$;--> statement-breakpoint
CREATE FUNCTION "search_videos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM "search_documents" WHERE "kind" = 'video' AND "item_id" = OLD.id;
    RETURN OLD;
  END IF;
  PERFORM search_put('video', NEW.id, NEW.user_id, NEW.title, NULL, NEW.description, NEW.created_at);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "search_videos_trigger" AFTER INSERT OR DELETE OR UPDATE OF "title", "description" ON "videos"
  FOR EACH ROW EXECUTE FUNCTION "search_videos"();--> statement-breakpoint
CREATE FUNCTION "search_blogs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM "search_documents" WHERE "kind" = OLD.kind AND "item_id" = OLD.id;
    RETURN OLD;
  END IF;
  PERFORM search_put(NEW.kind, NEW.id, NEW.user_id, NEW.title, NEW.summary, NEW.content, NEW.created_at);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "search_blogs_trigger" AFTER INSERT OR DELETE OR UPDATE OF "title", "summary", "content" ON "blogs"
  FOR EACH ROW EXECUTE FUNCTION "search_blogs"();--> statement-breakpoint
CREATE FUNCTION "search_job_postings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM "search_documents" WHERE "kind" = 'job' AND "item_id" = OLD.id;
    RETURN OLD;
  END IF;
  PERFORM search_put('job', NEW.id, NEW.user_id, NEW.title,
    concat_ws(' ', array_to_string(NEW.skills, ' '), NEW.sector, NEW.city, NEW.state), NEW.description, NEW.created_at);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "search_job_postings_trigger" AFTER INSERT OR DELETE OR UPDATE OF "title", "skills", "sector", "city", "state", "description" ON "job_postings"
  FOR EACH ROW EXECUTE FUNCTION "search_job_postings"();--> statement-breakpoint
-- A person (name; skills, sectors, city, project; what they wrote about themselves: never phone
-- or email), and a Hustler's startup (its project's name; sectors, city, stage; what they work on).
CREATE FUNCTION "search_put_profile"("p" "profiles") RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_put('person', p.user_id, p.user_id, coalesce(nullif(btrim(p.display_name), ''), p.username),
    concat_ws(' ', array_to_string(p.skills, ' '), array_to_string(p.sectors, ' '), p.city, p.state, p.project),
    concat_ws(' ', p.bio, p.current_work, p.about_me, p.experience, p.superpower, p.dream_project,
      p.desired_role, array_to_string(p.interest_areas, ' ')),
    p.created_at);
  IF p.role = 'Hustler' AND nullif(btrim(p.project), '') IS NOT NULL THEN
    PERFORM search_put('startup', p.user_id, p.user_id, p.project,
      concat_ws(' ', array_to_string(p.sectors, ' '), p.city, p.state, p.current_stage),
      concat_ws(' ', p.current_work, p.bio), p.created_at);
  ELSE
    DELETE FROM "search_documents" WHERE "kind" = 'startup' AND "item_id" = p.user_id;
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION "search_profiles"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM "search_documents" WHERE "kind" IN ('person', 'startup') AND "item_id" = OLD.user_id;
    RETURN OLD;
  END IF;
  PERFORM search_put_profile(NEW);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "search_profiles_trigger" AFTER INSERT OR DELETE OR UPDATE OF "display_name", "username", "skills",
  "sectors", "city", "state", "project", "bio", "current_work", "about_me", "experience", "superpower",
  "dream_project", "desired_role", "interest_areas", "current_stage" ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION "search_profiles"();--> statement-breakpoint
-- The backfill: what the triggers would have written for every existing row.
SELECT search_put('video', id, user_id, title, NULL, description, created_at) FROM "videos";--> statement-breakpoint
SELECT search_put(kind, id, user_id, title, summary, content, created_at) FROM "blogs";--> statement-breakpoint
SELECT search_put('job', id, user_id, title, concat_ws(' ', array_to_string(skills, ' '), sector, city, state), description, created_at)
  FROM "job_postings";--> statement-breakpoint
SELECT search_put_profile(p) FROM "profiles" p;