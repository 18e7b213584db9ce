CREATE SEQUENCE "public"."notification_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "notification_versions" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers), as 0005_availability_versions: every
-- transaction that writes notifications of a business takes a new version for that business at
-- COMMIT (deferred constraint triggers: the version row is locked only while the transaction
-- commits, so concurrent bookings of one business do not queue behind each other's work), atomic
-- with the change. A transaction-local setting makes the second and later rows of a business in one
-- transaction a no-op (marking all read stays cheap).
CREATE FUNCTION "bump_notification_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bumped text := coalesce(current_setting('studio.notifications_bumped', true), '');
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
      INSERT INTO "notification_versions" ("business_id", "version")
        VALUES (id, nextval('notification_version_seq'))
        ON CONFLICT ("business_id") DO UPDATE SET "version" = excluded."version";
      bumped := bumped || id::text || ',';
      PERFORM set_config('studio.notifications_bumped', bumped, true);
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "bump_all_notification_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "notification_versions" SET "version" = nextval('notification_version_seq');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "notifications_version" AFTER INSERT OR UPDATE OR DELETE ON "notifications"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_notification_version"();
--> statement-breakpoint
CREATE TRIGGER "notifications_version_truncate" AFTER TRUNCATE ON "notifications"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_notification_versions"();
