-- Global search keyed by business (src/db/search-text.ts): each pg_trgm trigram of search_text is
-- prefixed with the first eight hex digits of the business id, so the GIN index keeps one list of
-- rows per business and trigram, and a search reads its own business's rows only.
-- Trigrams hold letters, digits and spaces only (pg_trgm splits words at anything else), so a
-- comma can join and split them.
CREATE OR REPLACE FUNCTION search_tokens(business uuid, value text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT string_to_array(left(business::text, 8)
    || array_to_string(public.show_trgm(value), ',' || left(business::text, 8)), ',') $$;--> statement-breakpoint
-- The tokens every search_text containing `value` has: the trigrams of `value` that stay whatever
-- letters come before or after it. A word of `value` may continue a longer word of the row, which
-- lacks that word's padded first (and last) trigrams; gluing a letter on both sides drops exactly
-- those, and two different letters keep a glued letter from standing in for the word's own. With
-- at_word_start the input begins a word of the row (after a space, or first), so only the end is
-- glued. search_tokens(row) @> search_query_tokens(input) holds for every matching row.
CREATE OR REPLACE FUNCTION search_query_tokens(business uuid, value text, at_word_start boolean)
  RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT array(
    SELECT left(business::text, 8) || trigram FROM (
      SELECT unnest(public.show_trgm(value))
      INTERSECT SELECT unnest(public.show_trgm(
        CASE WHEN at_word_start THEN '' ELSE 'x' END || value || 'x'))
      INTERSECT SELECT unnest(public.show_trgm(
        CASE WHEN at_word_start THEN '' ELSE 'y' END || value || 'y'))
    ) kept(trigram)) $$;--> statement-breakpoint
DROP INDEX "customers_search_idx";--> statement-breakpoint
DROP INDEX "orders_search_idx";--> statement-breakpoint
DROP INDEX "inquiries_search_idx";--> statement-breakpoint
CREATE INDEX "customers_search_idx" ON "customers" USING gin (search_tokens("business_id", "search_text"));--> statement-breakpoint
CREATE INDEX "orders_search_idx" ON "orders" USING gin (search_tokens("business_id", "search_text"));--> statement-breakpoint
CREATE INDEX "inquiries_search_idx" ON "inquiries" USING gin (search_tokens("business_id", "search_text"));