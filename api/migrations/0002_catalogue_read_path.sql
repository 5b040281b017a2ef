-- The public catalogue's read path.
--
-- 1. Each program keeps its card (ProgramSummary) as JSON text, written by a trigger in the same statement as the
--    row, so it is never stale. Lists and search concatenate these instead of building JSON per row and request.
--    Field for field the same as toSummary() in src/read-model/mapper.ts (a test compares the two).
ALTER TABLE programs ADD COLUMN summary_json text NOT NULL DEFAULT '{}';

CREATE FUNCTION programs_summary_json() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
    'status', NEW.status, 'approved', NEW.approved, 'rating', NEW.rating)::text;
  RETURN NEW;
END
$$;

CREATE TRIGGER programs_summary_json BEFORE INSERT OR UPDATE ON programs FOR EACH ROW EXECUTE FUNCTION programs_summary_json();
UPDATE programs SET summary_json = '{}';

-- 2. The filters, each index in the public order (created_at, id) and partial on the public predicate, so a
--    filtered page is an index walk that stops after limit + offset rows.
CREATE INDEX programs_public_group_idx ON programs (group_slug, created_at, id) WHERE status = 'active' AND approved;
CREATE INDEX programs_public_category_idx ON programs (category, created_at, id) WHERE status = 'active' AND approved;
CREATE INDEX programs_public_place_idx ON programs (lower(country), lower(city), created_at, id) WHERE status = 'active' AND approved;
