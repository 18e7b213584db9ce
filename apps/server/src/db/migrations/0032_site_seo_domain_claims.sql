DROP INDEX "business_domains_hostname_unique";--> statement-breakpoint
DROP INDEX "business_domains_due_idx";--> statement-breakpoint
ALTER TABLE "site_pages" ADD COLUMN "seo" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "site_pages" ADD COLUMN "published_seo" jsonb;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "seo" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "published_seo" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "business_domains_business_hostname_unique" ON "business_domains" USING btree ("business_id","hostname");--> statement-breakpoint
CREATE UNIQUE INDEX "business_domains_live_hostname_unique" ON "business_domains" USING btree ("hostname") WHERE "business_domains"."state" in ('VERIFIED', 'ACTIVE');--> statement-breakpoint
CREATE INDEX "business_domains_due_idx" ON "business_domains" USING btree ("next_check_at") WHERE "business_domains"."state" in ('PENDING', 'ACTIVE');--> statement-breakpoint
-- An account's view (GET /api/account) lists its businesses' active domains: a domain's change
-- bumps the view version of every member, as the other tables the view reads do.
CREATE FUNCTION "business_domain_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  member uuid;
BEGIN
  FOR member IN
    SELECT "account_id" FROM "business_members"
    WHERE "business_id" IN (COALESCE(NEW."business_id", OLD."business_id"), COALESCE(OLD."business_id", NEW."business_id"))
  LOOP
    PERFORM "bump_account_view_version"(member);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "business_domains_view_version" AFTER INSERT OR UPDATE OR DELETE ON "business_domains"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "business_domain_changed"();
--> statement-breakpoint
CREATE TRIGGER "business_domains_view_version_truncate" AFTER TRUNCATE ON "business_domains"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_account_view_versions"();
--> statement-breakpoint
UPDATE "business_domains" SET "next_check_at" = now() + interval '1 day' WHERE "state" = 'ACTIVE' AND "next_check_at" IS NULL;

--> statement-breakpoint
-- A published page shows the business's inquiry questions (the Inquiry form block): a change of
-- them makes the kept pages stale like a change of the business or its services.
CREATE CONSTRAINT TRIGGER "questionnaire_templates_site_version" AFTER INSERT OR UPDATE OR DELETE ON "questionnaire_templates"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_site_version"();
--> statement-breakpoint
CREATE TRIGGER "questionnaire_templates_site_version_truncate" AFTER TRUNCATE ON "questionnaire_templates"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_site_versions"();
