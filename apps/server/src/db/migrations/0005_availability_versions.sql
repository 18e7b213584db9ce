CREATE SEQUENCE "public"."availability_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "availability_versions" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers). Every transaction that writes slots,
-- service dates or services of a business takes a new version for that business at COMMIT:
-- deferred constraint triggers, so the version row is locked only while the transaction commits
-- (concurrent checkouts of one business do not queue behind each other's work), and the bump is
-- atomic with the change. A transaction-local setting makes the second and later rows of a
-- business in one transaction a no-op (bulk writes stay cheap).
CREATE FUNCTION "bump_availability_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bumped text := coalesce(current_setting('studio.availability_bumped', true), '');
  ids uuid[];
  id uuid;
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := ARRAY[NEW.business_id];
  ELSIF TG_OP = 'DELETE' THEN
    ids := ARRAY[OLD.business_id];
  ELSE
    ids := ARRAY[OLD.business_id, NEW.business_id];
  END IF;
  FOREACH id IN ARRAY ids LOOP
    IF id IS NOT NULL AND position(id::text IN bumped) = 0 THEN
      INSERT INTO "availability_versions" ("business_id", "version")
        VALUES (id, nextval('availability_version_seq'))
        ON CONFLICT ("business_id") DO UPDATE SET "version" = excluded."version";
      bumped := bumped || id::text || ',';
      PERFORM set_config('studio.availability_bumped', bumped, true);
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "bump_all_availability_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "availability_versions" SET "version" = nextval('availability_version_seq');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "slots_availability_version" AFTER INSERT OR UPDATE OR DELETE ON "slots"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_availability_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "service_dates_availability_version" AFTER INSERT OR UPDATE OR DELETE ON "service_dates"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_availability_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "services_availability_version" AFTER INSERT OR UPDATE OR DELETE ON "services"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_availability_version"();
--> statement-breakpoint
CREATE TRIGGER "slots_availability_version_truncate" AFTER TRUNCATE ON "slots"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_availability_versions"();
--> statement-breakpoint
CREATE TRIGGER "service_dates_availability_version_truncate" AFTER TRUNCATE ON "service_dates"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_availability_versions"();
--> statement-breakpoint
CREATE TRIGGER "services_availability_version_truncate" AFTER TRUNCATE ON "services"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_availability_versions"();
