-- The words of every search_text, in a btree a search reads without visiting the rows
-- (db/search-text.ts, modules/search/search-queries.ts). A one-word search ('kowalski') finds its
-- word starts here by a range of the index (an index-only scan: its ~430 shoots' entries share a
-- few index pages) and ranks them from the flags beside each word; through the trigram index it
-- read each match's row (one buffer each), 2.3 ms for a common last name on All results.
--
-- One entry per distinct word of a row's search_text (split at spaces), for the rows global search
-- shows: active shoots ('s'), inquiries not deleted ('i'), every client ('c'); kept by row
-- triggers on the three tables.
--
-- flags, the bits a one-word input's rank needs (search-queries.ts, wordRank):
--   1  the word begins search_text (it begins the name);
--   2  the word is the first word of the email's search key;
--   4  the email's lower() differs from its search key (accents): whether it starts with the
--      input is then read from the row.
-- row_id: the id as text (shoots' and inquiries' ids are text, clients' uuids).
-- name_length, email_length: char_length() of the full name and the email, -1 when null: an exact
-- name or email is possible only where the length equals the input's, and only there is the row
-- read to test it.
CREATE TABLE "search_words" (
  "business_id" uuid NOT NULL,
  "kind" "char" NOT NULL,
  "word" text COLLATE "C" NOT NULL,
  "row_id" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL,
  "flags" smallint NOT NULL,
  "name_length" smallint NOT NULL,
  "email_length" smallint NOT NULL,
  CONSTRAINT "search_words_pkey" PRIMARY KEY ("business_id", "kind", "word", "row_id")
    INCLUDE ("created_at", "flags", "name_length", "email_length")
);--> statement-breakpoint
-- The end of the range of words starting with `value` (in the "C" collation, by code point): the
-- value with its last character's successor, surrogates skipped.
CREATE OR REPLACE FUNCTION search_prefix_end(value text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
  DECLARE
    code integer;
  BEGIN
    WHILE value <> '' LOOP
      code := ascii(right(value, 1));
      value := left(value, -1);
      IF code < 1114111 THEN
        RETURN value || chr(CASE WHEN code = 55295 THEN 57344 ELSE code + 1 END);
      END IF;
    END LOOP;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_of(search_text text, full_name text, email text)
  RETURNS TABLE (word text, flags smallint, name_length smallint, email_length smallint)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  SELECT w.word,
    (bit_or(CASE WHEN w.position = 1 THEN 1 ELSE 0 END)
      | bit_or(CASE WHEN w.word = e.first_word THEN 2 ELSE 0 END)
      | CASE WHEN lower(email) <> e.email_key THEN 4 ELSE 0 END)::smallint,
    least(coalesce(char_length(full_name), -1), 32767)::smallint,
    least(coalesce(char_length(email), -1), 32767)::smallint
  FROM string_to_table(search_text, ' ') WITH ORDINALITY AS w(word, position),
    (SELECT search_key(email) AS email_key,
       split_part(search_key(email), ' ', 1) AS first_word) e
  WHERE w.word <> ''
  GROUP BY w.word, e.email_key
  $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_fill() RETURNS void
  LANGUAGE sql
  AS $$
  TRUNCATE search_words;
  INSERT INTO search_words
    SELECT t.business_id, 's', w.word, t.id::text, t.created_at, w.flags, w.name_length, w.email_length
    FROM orders t, search_words_of(t.search_text, t.full_name, t.email) w
    WHERE t.status = 'ACTIVE';
  INSERT INTO search_words
    SELECT t.business_id, 'i', w.word, t.id::text, t.created_at, w.flags, w.name_length, w.email_length
    FROM inquiries t, search_words_of(t.search_text, t.full_name, t.email) w
    WHERE t.deleted_at IS NULL;
  INSERT INTO search_words
    SELECT t.business_id, 'c', w.word, t.id::text, t.created_at, w.flags, w.name_length, w.email_length
    FROM customers t, search_words_of(t.search_text, t.full_name, t.email) w;
  $$;--> statement-breakpoint
-- A row's entries follow it: out with its old words when it was shown, in with its new ones when
-- it is shown. Row-level: a booking inserts one order; the WHEN clauses of the update triggers
-- leave every update that changes none of these columns without a call. (PL/pgSQL compiles a
-- trigger function per table, so OLD.status is read for orders only.)
CREATE OR REPLACE FUNCTION search_words_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    entry_kind "char" := TG_ARGV[0];
    was_shown boolean := false;
    is_shown boolean := false;
  BEGIN
    IF TG_OP <> 'INSERT' THEN
      IF TG_TABLE_NAME = 'orders' THEN was_shown := OLD.status = 'ACTIVE';
      ELSIF TG_TABLE_NAME = 'inquiries' THEN was_shown := OLD.deleted_at IS NULL;
      ELSE was_shown := true;
      END IF;
    END IF;
    IF TG_OP <> 'DELETE' THEN
      IF TG_TABLE_NAME = 'orders' THEN is_shown := NEW.status = 'ACTIVE';
      ELSIF TG_TABLE_NAME = 'inquiries' THEN is_shown := NEW.deleted_at IS NULL;
      ELSE is_shown := true;
      END IF;
    END IF;
    IF was_shown THEN
      DELETE FROM search_words s
      WHERE s.business_id = OLD.business_id AND s.kind = entry_kind
        AND s.word = ANY (string_to_array(OLD.search_text, ' '))
        AND s.row_id = OLD.id::text;
    END IF;
    IF is_shown THEN
      INSERT INTO search_words
        SELECT NEW.business_id, entry_kind, w.word, NEW.id::text, NEW.created_at, w.flags, w.name_length,
          w.email_length
        FROM search_words_of(NEW.search_text, NEW.full_name, NEW.email) w;
    END IF;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER "orders_search_words" AFTER INSERT OR DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION search_words_trigger('s');--> statement-breakpoint
CREATE TRIGGER "orders_search_words_update" AFTER UPDATE ON "orders"
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text
    OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.full_name IS DISTINCT FROM NEW.full_name
    OR OLD.email IS DISTINCT FROM NEW.email
    OR OLD.business_id IS DISTINCT FROM NEW.business_id)
  EXECUTE FUNCTION search_words_trigger('s');--> statement-breakpoint
CREATE TRIGGER "inquiries_search_words" AFTER INSERT OR DELETE ON "inquiries"
  FOR EACH ROW EXECUTE FUNCTION search_words_trigger('i');--> statement-breakpoint
CREATE TRIGGER "inquiries_search_words_update" AFTER UPDATE ON "inquiries"
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text
    OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
    OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.full_name IS DISTINCT FROM NEW.full_name
    OR OLD.email IS DISTINCT FROM NEW.email
    OR OLD.business_id IS DISTINCT FROM NEW.business_id)
  EXECUTE FUNCTION search_words_trigger('i');--> statement-breakpoint
CREATE TRIGGER "customers_search_words" AFTER INSERT OR DELETE ON "customers"
  FOR EACH ROW EXECUTE FUNCTION search_words_trigger('c');--> statement-breakpoint
CREATE TRIGGER "customers_search_words_update" AFTER UPDATE ON "customers"
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text
    OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.full_name IS DISTINCT FROM NEW.full_name
    OR OLD.email IS DISTINCT FROM NEW.email
    OR OLD.business_id IS DISTINCT FROM NEW.business_id)
  EXECUTE FUNCTION search_words_trigger('c');--> statement-breakpoint
SELECT search_words_fill();
