-- Trust (docs/adr/0009-review-totals-on-programs.md): the facilities behind programs, verified reviews of
-- completed bookings with their reports and moderation, saved programs, and each program's visible review totals kept
-- on its row, so that cards, the rating sort and the minimum-rating filter stay one indexed read of `programs`.

-- 1. Providers: the facility behind a program. A facility or user account that creates a program gets one (user_id).
CREATE TABLE providers (
  id          text PRIMARY KEY,
  slug        text NOT NULL UNIQUE,
  name        text NOT NULL,
  description text NOT NULL DEFAULT '',
  city        text NOT NULL DEFAULT '',
  country     text NOT NULL DEFAULT '',
  user_id     text UNIQUE REFERENCES users (id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE programs
  ADD COLUMN provider_id text REFERENCES providers (id) ON DELETE SET NULL,
  -- The card's provider ({ id, slug, name }), copied from `providers` by the card trigger below.
  ADD COLUMN provider_summary jsonb,
  -- Visible (not hidden) reviews only; written by the reviews trigger below in the review's own transaction.
  ADD COLUMN review_count integer NOT NULL DEFAULT 0 CHECK (review_count >= 0),
  ADD COLUMN review_sum integer NOT NULL DEFAULT 0 CHECK (review_sum >= 0);
CREATE INDEX programs_provider_idx ON programs (provider_id, created_at, id) WHERE provider_id IS NOT NULL;

-- 2. Reviews: one per completed booking. `program_id` is the booking's program; `stay_month` YYYY-MM.
CREATE TABLE reviews (
  id          text PRIMARY KEY,
  booking_id  text NOT NULL UNIQUE REFERENCES bookings (id) ON DELETE CASCADE,
  program_id  text NOT NULL REFERENCES programs (id) ON DELETE CASCADE,
  author_id   text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  rating      integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  aspects     jsonb NOT NULL DEFAULT '{}',
  text        text NOT NULL,
  stay_month  text NOT NULL CHECK (stay_month ~ '^[0-9]{4}-[0-9]{2}$'),
  created_at  timestamptz NOT NULL DEFAULT now(),
  hidden      boolean NOT NULL DEFAULT false,
  answer_text text,
  answered_at timestamptz
);
CREATE INDEX reviews_program_visible_idx ON reviews (program_id, created_at DESC, id) WHERE NOT hidden;
CREATE INDEX reviews_author_idx ON reviews (author_id, created_at DESC);

CREATE TABLE review_reports (
  review_id   text NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
  reporter_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason      text NOT NULL CHECK (reason IN ('spam', 'offensive', 'not_a_stay', 'private_information', 'other')),
  note        text NOT NULL DEFAULT '',
  at          timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT review_reports_once UNIQUE (review_id, reporter_id)
);
CREATE INDEX review_reports_at_idx ON review_reports (at);

CREATE TABLE review_moderations (
  id        bigserial PRIMARY KEY,
  review_id text NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
  decision  text NOT NULL CHECK (decision IN ('hide', 'keep')),
  reason    text NOT NULL,
  admin_id  text REFERENCES users (id) ON DELETE SET NULL,
  at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX review_moderations_review_idx ON review_moderations (review_id, at DESC, id DESC);

-- 3. Saved programs.
CREATE TABLE saved_programs (
  user_id    text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  program_id text NOT NULL REFERENCES programs (id) ON DELETE CASCADE,
  saved_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, program_id)
);
CREATE INDEX saved_programs_user_idx ON saved_programs (user_id, saved_at DESC);

-- 4. A program's review totals and provider are not something an administrator reviews: writing them must not raise
-- the program's version (migrations/0022, 0031), or an admin who opened a program would be told it changed.
CREATE OR REPLACE FUNCTION programs_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('catalog.refreshing_dates', true) = 'on' OR current_setting('catalog.review_totals', true) = 'on' THEN
    RETURN NEW;
  END IF;
  NEW.version := OLD.version + 1;
  RETURN NEW;
END
$$;

-- Every write of a review (insert, hide, unhide, delete) recounts its program's visible reviews in the same
-- transaction; the update of `programs` rewrites the card and announces `catalog_changed` (migrations/0009), so cached
-- lists and details drop in every API process.
CREATE FUNCTION reviews_recount(program text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('catalog.review_totals', 'on', true);
  UPDATE programs p SET review_count = t.n, review_sum = t.s
  FROM (SELECT count(*)::int AS n, coalesce(sum(rating), 0)::int AS s FROM reviews WHERE program_id = program AND NOT hidden) t
  WHERE p.id = program AND (p.review_count, p.review_sum) IS DISTINCT FROM (t.n, t.s);
  PERFORM set_config('catalog.review_totals', 'off', true);
END
$$;

CREATE FUNCTION reviews_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM reviews_recount(OLD.program_id); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW.program_id <> OLD.program_id OR NEW.hidden <> OLD.hidden OR NEW.rating <> OLD.rating) THEN
    PERFORM reviews_recount(NEW.program_id);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER reviews_written AFTER INSERT OR UPDATE OR DELETE ON reviews FOR EACH ROW EXECUTE FUNCTION reviews_written();

-- A provider renamed: its programs' cards are rewritten (the card trigger copies the provider again).
CREATE FUNCTION providers_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name OR NEW.slug IS DISTINCT FROM OLD.slug THEN
    PERFORM set_config('catalog.review_totals', 'on', true);
    UPDATE programs SET provider_summary = NULL WHERE provider_id = NEW.id;
    PERFORM set_config('catalog.review_totals', 'off', true);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER providers_written AFTER UPDATE ON providers FOR EACH ROW EXECUTE FUNCTION providers_written();

-- 5. The card carries `reviewStats` (visible reviews; the average with one decimal, null without reviews) and
-- `provider` instead of the seeded, unverified `rating`: field for field the same as toSummary() in
-- src/read-model/mapper.ts (a test compares the two).
CREATE OR REPLACE FUNCTION programs_summary_json() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.provider_summary := (SELECT jsonb_build_object('id', v.id, 'slug', v.slug, 'name', v.name) FROM providers v WHERE v.id = NEW.provider_id);
  NEW.summary_json := json_build_object(
    'id', NEW.id, 'slug', NEW.slug, 'name', NEW.name, 'location', NEW.location, 'country', NEW.country, 'city', NEW.city,
    'description', NEW.description, 'details', NEW.details, 'duration', NEW.duration, 'days', NEW.days, 'nights', NEW.nights,
    'price', NEW.price, 'priceText', NEW.price_text, 'category', NEW.category, 'group', NEW.group_slug,
    'groupName', CASE NEW.group_slug
      WHEN 'transformative-health' THEN 'Transformative Health & Wellbeing'
      WHEN 'healing-renewal' THEN 'Healing & Renewal Experience'
      WHEN 'metabolic-health' THEN 'Metabolic Health'
      WHEN 'spa-relaxation' THEN 'Spa & Relaxation'
      ELSE '' END,
    'image', coalesce(NEW.image_gallery->>0, ''), 'specialOffer', NEW.special_offer, 'terms', NEW.terms,
    'status', NEW.status, 'approved', NEW.approved,
    'reviewStats', json_build_object(
      'average', CASE WHEN NEW.review_count > 0 THEN round(NEW.review_sum::numeric / NEW.review_count, 1) END,
      'count', NEW.review_count),
    'provider', NEW.provider_summary,
    'bookingMode', NEW.booking_mode, 'cancellationPolicy', NEW.cancellation_policy, 'currency', NEW.currency)::text;
  RETURN NEW;
END
$$;
-- Rewrites every card (the trigger runs) without raising versions.
SELECT set_config('catalog.review_totals', 'on', false);
UPDATE programs SET summary_json = '{}';
SELECT set_config('catalog.review_totals', 'off', false);

-- 6. The rating sort's key (src/read-model/list.ts RATING_KEY, spelled the same): minus the average in
-- thousandths times 100,000 plus the count (capped), so a higher average comes first, then more reviews; programs
-- without reviews last. A minimum rating is a range of the same key, so the filter walks this index too.
CREATE INDEX programs_public_rating_idx ON programs (
  (CASE WHEN review_count > 0 THEN -((review_sum * 1000 / review_count) * 100000 + least(review_count, 99999)) ELSE 2147483647 END),
  created_at, id) WHERE status = 'active' AND approved;
