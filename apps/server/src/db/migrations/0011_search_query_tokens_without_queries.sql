-- search_query_tokens() with the same results, computed by a loop over the input's trigrams
-- instead of queries: each array(SELECT ...) in PL/pgSQL runs a query through SPI, and its four
-- took ~65 µs of every search and count statement, the loop ~30 µs (both measured as one
-- prepared statement on PostgreSQL 15). The tokens are those of migration 0010: the input's
-- trigrams that stay whatever letters are glued on before and after it (show_trgm gives each
-- trigram once), only those inside its words when a substring input has three or more.
CREATE OR REPLACE FUNCTION search_query_tokens(business uuid, value text, at_word_start boolean)
  RETURNS text[]
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
  DECLARE
    prefix text := left(business::text, 8);
    glued_x text[] := public.show_trgm(
      CASE WHEN at_word_start THEN '' ELSE 'x' END || value || 'x');
    glued_y text[] := public.show_trgm(
      CASE WHEN at_word_start THEN '' ELSE 'y' END || value || 'y');
    kept text[] := '{}';
    inside text[] := '{}';
    trigram text;
  BEGIN
    FOREACH trigram IN ARRAY public.show_trgm(value) LOOP
      IF trigram = ANY (glued_x) AND trigram = ANY (glued_y) THEN
        kept := kept || (prefix || trigram);
        IF strpos(trigram, ' ') = 0 THEN inside := inside || (prefix || trigram); END IF;
      END IF;
    END LOOP;
    IF NOT at_word_start AND cardinality(inside) >= 3 THEN RETURN inside; END IF;
    RETURN kept;
  END $$;
