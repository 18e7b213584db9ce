-- The two search functions every search statement calls, search_key() and search_query_tokens(),
-- in PL/pgSQL instead of SQL: same bodies, same results (the stored search_text columns and the
-- search indexes stay valid). A SQL function that cannot be inlined (search_key is IMMUTABLE over
-- the STABLE unaccent(); search_query_tokens holds a query) plans its body again in every
-- statement that calls it: 40 µs per search_key() call and 0.25 ms per search_query_tokens(), about
-- 0.45 ms of each search statement before reading a row. PL/pgSQL keeps its plans for the
-- session's connection, so a call costs its execution only.
CREATE OR REPLACE FUNCTION search_key(value text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ BEGIN RETURN lower(public.unaccent('public.unaccent'::regdictionary, value)); END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_query_tokens(business uuid, value text, at_word_start boolean)
  RETURNS text[]
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ BEGIN RETURN array(
    SELECT left(business::text, 8) || trigram FROM (
      SELECT unnest(public.show_trgm(value))
      INTERSECT SELECT unnest(public.show_trgm(
        CASE WHEN at_word_start THEN '' ELSE 'x' END || value || 'x'))
      INTERSECT SELECT unnest(public.show_trgm(
        CASE WHEN at_word_start THEN '' ELSE 'y' END || value || 'y'))
    ) kept(trigram)); END $$;
