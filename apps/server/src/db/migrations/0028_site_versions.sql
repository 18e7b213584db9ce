CREATE SEQUENCE "public"."site_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "site_versions" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers), as 0005_availability_versions: every
-- transaction that writes what a live website page is made from (the business row, its
-- services and packages, the site's pages and settings) takes a new site version for that
-- business at COMMIT, atomically with the change; the second and later rows of a business in one
-- transaction are a no-op.
CREATE FUNCTION "bump_site_version_of"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  bumped text := coalesce(current_setting('studio.site_bumped', true), '');
  id uuid;
BEGIN
  FOREACH id IN ARRAY ids LOOP
    IF id IS NOT NULL AND position(id::text IN bumped) = 0 THEN
      INSERT INTO "site_versions" ("business_id", "version")
        VALUES (id, nextval('site_version_seq'))
        ON CONFLICT ("business_id") DO UPDATE SET "version" = excluded."version";
      bumped := bumped || id::text || ',';
      PERFORM set_config('studio.site_bumped', bumped, true);
    END IF;
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "bump_site_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "bump_site_version_of"(ARRAY[NEW.business_id]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "bump_site_version_of"(ARRAY[OLD.business_id]);
  ELSE
    PERFORM "bump_site_version_of"(ARRAY[OLD.business_id, NEW.business_id]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "bump_site_version_of_business"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "bump_site_version_of"(ARRAY[OLD.id]);
  ELSE
    PERFORM "bump_site_version_of"(ARRAY[NEW.id]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "bump_all_site_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "site_versions" SET "version" = nextval('site_version_seq');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "businesses_site_version" AFTER INSERT OR UPDATE OR DELETE ON "businesses"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_site_version_of_business"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "services_site_version" AFTER INSERT OR UPDATE OR DELETE ON "services"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_site_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "packages_site_version" AFTER INSERT OR UPDATE OR DELETE ON "packages"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_site_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "site_pages_site_version" AFTER INSERT OR UPDATE OR DELETE ON "site_pages"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_site_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "site_settings_site_version" AFTER INSERT OR UPDATE OR DELETE ON "site_settings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_site_version"();
--> statement-breakpoint
CREATE TRIGGER "businesses_site_version_truncate" AFTER TRUNCATE ON "businesses"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_site_versions"();
--> statement-breakpoint
CREATE TRIGGER "services_site_version_truncate" AFTER TRUNCATE ON "services"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_site_versions"();
--> statement-breakpoint
CREATE TRIGGER "packages_site_version_truncate" AFTER TRUNCATE ON "packages"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_site_versions"();
--> statement-breakpoint
CREATE TRIGGER "site_pages_site_version_truncate" AFTER TRUNCATE ON "site_pages"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_site_versions"();
--> statement-breakpoint
CREATE TRIGGER "site_settings_site_version_truncate" AFTER TRUNCATE ON "site_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_site_versions"();
