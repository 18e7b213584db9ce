CREATE SEQUENCE "public"."account_view_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "account_view_versions" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers), as 0015_notification_versions: every
-- transaction that writes a row an account's view is made of takes a new version for that account
-- at COMMIT (deferred constraint triggers), atomic with the change. A transaction-local setting
-- makes the second and later bumps of one account in one transaction a no-op.
CREATE FUNCTION "bump_account_view_version"(account uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  bumped text := coalesce(current_setting('studio.account_views_bumped', true), '');
BEGIN
  IF account IS NULL OR position(account::text IN bumped) > 0 THEN
    RETURN;
  END IF;
  INSERT INTO "account_view_versions" ("account_id", "version")
    VALUES (account, nextval('account_view_version_seq'))
    ON CONFLICT ("account_id") DO UPDATE SET "version" = excluded."version";
  PERFORM set_config('studio.account_views_bumped', bumped || account::text || ',', true);
END
$$;
--> statement-breakpoint
-- accounts: the row is the account; account_logins and business_members: their account_id.
CREATE FUNCTION "account_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  column_name text := TG_ARGV[0];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "bump_account_view_version"((to_jsonb(OLD) ->> column_name)::uuid);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "bump_account_view_version"((to_jsonb(NEW) ->> column_name)::uuid);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A business is shown in the view of every member.
CREATE FUNCTION "business_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  member uuid;
BEGIN
  FOR member IN
    SELECT "account_id" FROM "business_members" WHERE "business_id" = OLD."id"
  LOOP
    PERFORM "bump_account_view_version"(member);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "bump_all_account_view_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "account_view_versions" SET "version" = nextval('account_view_version_seq');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "accounts_view_version" AFTER INSERT OR UPDATE OR DELETE ON "accounts"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "account_row_changed"('id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "account_logins_view_version" AFTER INSERT OR UPDATE OR DELETE ON "account_logins"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "account_row_changed"('account_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "business_members_view_version" AFTER INSERT OR UPDATE OR DELETE ON "business_members"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "account_row_changed"('account_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "businesses_view_version" AFTER UPDATE OR DELETE ON "businesses"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "business_row_changed"();
--> statement-breakpoint
CREATE TRIGGER "accounts_view_version_truncate" AFTER TRUNCATE ON "accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_account_view_versions"();
--> statement-breakpoint
CREATE TRIGGER "account_logins_view_version_truncate" AFTER TRUNCATE ON "account_logins"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_account_view_versions"();
--> statement-breakpoint
CREATE TRIGGER "business_members_view_version_truncate" AFTER TRUNCATE ON "business_members"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_account_view_versions"();
--> statement-breakpoint
CREATE TRIGGER "businesses_view_version_truncate" AFTER TRUNCATE ON "businesses"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_account_view_versions"();
--> statement-breakpoint
-- Accounts made before this migration start at a version of their own.
INSERT INTO "account_view_versions" ("account_id", "version")
  SELECT "id", nextval('account_view_version_seq') FROM "accounts";
