CREATE TABLE "business_domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"hostname" text NOT NULL,
	"verification_token" text NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"failure_reason" text,
	"last_checked_at" timestamp with time zone,
	"next_check_at" timestamp with time zone,
	"check_attempts" integer DEFAULT 0 NOT NULL,
	"checks_started_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_domains" ADD CONSTRAINT "business_domains_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_domains_hostname_unique" ON "business_domains" USING btree ("hostname");--> statement-breakpoint
CREATE INDEX "business_domains_business_idx" ON "business_domains" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "business_domains_due_idx" ON "business_domains" USING btree ("next_check_at") WHERE "business_domains"."state" = 'PENDING';