-- The two functions of search_tsv (0145), same results, written in PL/pgSQL: as SQL functions they were never inlined
-- (catalog_norm calls unaccent, which is only STABLE, and catalog_json_words has a FROM), so each call of each went
-- through the SQL function executor, which starts an executor per call: 0.33 and 0.37 ms a row, 3.5 s of the 5,000
-- programs' update at 1,000,000 (docs/performance-api.md, "Writes at scale"). PL/pgSQL evaluates each as a simple
-- expression with a plan kept for the session: catalog_search_source 1,558 -> 164 ms for 5,000 rows, the same text
-- for every one. The translations' words of a program without Spanish or French texts (most of them) are none, as
-- before, without building the four empty vectors first.
CREATE OR REPLACE FUNCTION catalog_search_source(name text, location text, details text, country text, city text, description text,
  category text, group_slug text, highlights jsonb, includes jsonb, daily_schedule jsonb) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN catalog_norm(concat_ws(' ', name, location, details, country, city, description, catalog_category_words(category, group_slug),
    catalog_json_words(highlights), catalog_json_words(includes), catalog_json_words(daily_schedule)));
END
$$;

CREATE OR REPLACE FUNCTION catalog_translation_words(translations jsonb) RETURNS tsvector LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  IF translations IS NULL OR NOT (translations ? 'es' OR translations ? 'fr') THEN
    RETURN ''::tsvector;
  END IF;
  RETURN array_to_tsvector(ARRAY(
    SELECT DISTINCT '~es~' || catalog_norm(l) FROM unnest(
      to_tsvector('spanish', lower(catalog_json_words(translations -> 'es'))) || to_tsvector('spanish', catalog_norm(catalog_json_words(translations -> 'es')))) AS t(l, p, w)
    UNION
    SELECT DISTINCT '~fr~' || catalog_norm(l) FROM unnest(
      to_tsvector('french', lower(catalog_json_words(translations -> 'fr'))) || to_tsvector('french', catalog_norm(catalog_json_words(translations -> 'fr')))) AS t(l, p, w)));
END
$$;
