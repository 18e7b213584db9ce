-- search_words (migration 0012) with one match per row: each entry now says how many characters
-- its word shares at its start with the row's previous word (in the index's "C" order), with the
-- first word of the name and with the first word of the email's search key. Words starting with an
-- input are next to each other in that order, so of a row's words starting with an input of n
-- characters exactly one shares fewer than n with the word before it: a one-word search reads that
-- entry alone, without grouping each row's entries (the grouping was a third of a common name's
-- search: 'sophia', 1,214 rows from 2,006 entries on All results), and ranks it from the entry:
-- the name starts with the input when name_shared >= n, the email when email_shared >= n.
--
--   earlier_shared  characters shared with the row's previous word (0 for its first word);
--   name_shared     characters shared with the first word of search_text (the name's first);
--   email_shared    characters shared with the first word of the email's search key (0: none);
--   email_accented  the email's lower() is not its search key (accents): whether it starts with
--                   the input is then read from the row;
--   name_length, email_length  char_length() of the full name and the email, -1 when null: an
--                   exact name or email is possible only where the length equals the input's.
-- Counted in characters, as char_length() counts the input.
DROP TABLE "search_words";--> statement-breakpoint
DROP FUNCTION search_words_of(text, text, text);--> statement-breakpoint
CREATE TABLE "search_words" (
  "business_id" uuid NOT NULL,
  "kind" "char" NOT NULL,
  "word" text COLLATE "C" NOT NULL,
  "row_id" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL,
  "earlier_shared" smallint NOT NULL,
  "name_shared" smallint NOT NULL,
  "email_shared" smallint NOT NULL,
  "email_accented" boolean NOT NULL,
  "name_length" smallint NOT NULL,
  "email_length" smallint NOT NULL,
  CONSTRAINT "search_words_pkey" PRIMARY KEY ("business_id", "kind", "word", "row_id")
    INCLUDE ("created_at", "earlier_shared", "name_shared", "email_shared", "email_accented",
      "name_length", "email_length")
);--> statement-breakpoint
-- How many characters two texts share at their start (at most 32767; 0 when one is null).
CREATE OR REPLACE FUNCTION search_shared_prefix(a text, b text) RETURNS smallint
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
  AS $$
  DECLARE
    shortest integer := least(char_length(a), char_length(b), 32767);
    shared integer := 0;
  BEGIN
    IF a IS NULL OR b IS NULL THEN RETURN 0; END IF;
    WHILE shared < shortest AND substr(a, shared + 1, 1) = substr(b, shared + 1, 1) LOOP
      shared := shared + 1;
    END LOOP;
    RETURN shared;
  END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_of(search_text text, full_name text, email text)
  RETURNS TABLE (word text, earlier_shared smallint, name_shared smallint, email_shared smallint,
    email_accented boolean, name_length smallint, email_length smallint)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  SELECT w.word,
    search_shared_prefix(lag(w.word) OVER (ORDER BY w.word COLLATE "C"), w.word),
    search_shared_prefix(split_part(search_text, ' ', 1), w.word),
    search_shared_prefix(e.first_word, w.word),
    coalesce(lower(email) <> e.email_key, false),
    least(coalesce(char_length(full_name), -1), 32767)::smallint,
    least(coalesce(char_length(email), -1), 32767)::smallint
  FROM (SELECT DISTINCT t.word FROM string_to_table(search_text, ' ') t(word) WHERE t.word <> '') w,
    (SELECT search_key(email) AS email_key, split_part(search_key(email), ' ', 1) AS first_word) e
  $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_fill() RETURNS void
  LANGUAGE sql
  AS $$
  TRUNCATE search_words;
  INSERT INTO search_words
    SELECT t.business_id, 's', w.word, t.id::text, t.created_at, w.earlier_shared, w.name_shared,
      w.email_shared, w.email_accented, w.name_length, w.email_length
    FROM orders t, search_words_of(t.search_text, t.full_name, t.email) w
    WHERE t.status = 'ACTIVE';
  INSERT INTO search_words
    SELECT t.business_id, 'i', w.word, t.id::text, t.created_at, w.earlier_shared, w.name_shared,
      w.email_shared, w.email_accented, w.name_length, w.email_length
    FROM inquiries t, search_words_of(t.search_text, t.full_name, t.email) w
    WHERE t.deleted_at IS NULL;
  INSERT INTO search_words
    SELECT t.business_id, 'c', w.word, t.id::text, t.created_at, w.earlier_shared, w.name_shared,
      w.email_shared, w.email_accented, w.name_length, w.email_length
    FROM customers t, search_words_of(t.search_text, t.full_name, t.email) w;
  $$;--> statement-breakpoint
-- The trigger of migration 0012, writing the new columns.
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
        SELECT NEW.business_id, entry_kind, w.word, NEW.id::text, NEW.created_at, w.earlier_shared,
          w.name_shared, w.email_shared, w.email_accented, w.name_length, w.email_length
        FROM search_words_of(NEW.search_text, NEW.full_name, NEW.email) w;
    END IF;
    RETURN NULL;
  END $$;--> statement-breakpoint
SELECT search_words_fill();
