-- Word pairs in the search index: besides its trigrams, a search_text holds a token for each two
-- words next to each other (split at single spaces), the last three characters of the first and
-- the first three of the second ('maria garcia' holds 'ria|gar'), unless either holds a digit
-- (phone numbers would add a key for nearly every row and double the index). An input of two or
-- more words asks the index for its pairs alone when it has a pair whose sides the row's pair must
-- share: the words between the first and the last are whole words of the row; the first may end a
-- longer word, so it counts when it has three characters or more, or when the input begins a word
-- (then it is whole); the last may begin a longer word, so it counts with three or more. A full
-- name then reads one list of its business's rows a few dozen long instead of seven trigram lists
-- of hundreds to thousands of rows each. The input's trigrams are not added beside its pairs: the
-- index reads every list it is given, and that was slower than the trigrams alone. (The README,
-- Performance, "Word pairs for full names", has the measurements.)
-- The tokens stay held by every row containing the input (the pair of two words of the input is a
-- pair of two words of the row), so the substring or word-start test beside them decides as before.
-- The token of two neighbouring words in a business (null when either side holds a digit): the one
-- place its form is written, so a row's tokens and an input's always agree. Plain SQL, not STRICT,
-- so that PL/pgSQL inlines it.
CREATE OR REPLACE FUNCTION search_word_pair(prefix text, earlier text, later text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN right(earlier, 3) || left(later, 3) !~ '[0-9]'
    THEN prefix || '|' || right(earlier, 3) || '|' || left(later, 3) END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_tokens(business uuid, value text) RETURNS text[]
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
  DECLARE
    prefix text := left(business::text, 8);
    words text[] := string_to_array(value, ' ');
    tokens text[] := string_to_array(prefix
      || array_to_string(public.show_trgm(value), ',' || prefix), ',');
    pair text;
  BEGIN
    FOR i IN 1 .. cardinality(words) - 1 LOOP
      pair := search_word_pair(prefix, words[i], words[i + 1]);
      IF pair IS NOT NULL THEN tokens := tokens || pair; END IF;
    END LOOP;
    RETURN tokens;
  END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_query_tokens(business uuid, value text, at_word_start boolean)
  RETURNS text[]
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
  DECLARE
    prefix text := left(business::text, 8);
    words text[] := string_to_array(value, ' ');
    last integer := cardinality(words);
    pairs text[] := '{}';
    pair text;
    glued_x text[];
    glued_y text[];
    kept text[] := '{}';
    inside text[] := '{}';
    trigram text;
  BEGIN
    FOR i IN 1 .. last - 1 LOOP
      IF (i > 1 OR at_word_start OR char_length(words[i]) >= 3)
        AND (i + 1 < last OR char_length(words[i + 1]) >= 3) THEN
        pair := search_word_pair(prefix, words[i], words[i + 1]);
        IF pair IS NOT NULL THEN pairs := pairs || pair; END IF;
      END IF;
    END LOOP;
    IF cardinality(pairs) > 0 THEN RETURN pairs; END IF;
    -- No pair: the trigrams of migration 0011.
    glued_x := public.show_trgm(CASE WHEN at_word_start THEN '' ELSE 'x' END || value || 'x');
    glued_y := public.show_trgm(CASE WHEN at_word_start THEN '' ELSE 'y' END || value || 'y');
    FOREACH trigram IN ARRAY public.show_trgm(value) LOOP
      IF trigram = ANY (glued_x) AND trigram = ANY (glued_y) THEN
        kept := kept || (prefix || trigram);
        IF strpos(trigram, ' ') = 0 THEN inside := inside || (prefix || trigram); END IF;
      END IF;
    END LOOP;
    IF NOT at_word_start AND cardinality(inside) >= 3 THEN RETURN inside; END IF;
    RETURN kept;
  END $$;--> statement-breakpoint
REINDEX INDEX "customers_search_idx";--> statement-breakpoint
REINDEX INDEX "orders_search_idx";--> statement-breakpoint
REINDEX INDEX "inquiries_search_idx";
