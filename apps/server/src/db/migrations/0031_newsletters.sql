CREATE TABLE "facebook_connections" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"pixel_id" text NOT NULL,
	"access_token_box" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"api_key_box" text NOT NULL,
	"account_name" text NOT NULL,
	"list_id" text,
	"list_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"connection_id" uuid NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" text NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "newsletter_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "facebook_connections" ADD CONSTRAINT "facebook_connections_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_connections" ADD CONSTRAINT "newsletter_connections_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_outbox" ADD CONSTRAINT "newsletter_outbox_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_outbox" ADD CONSTRAINT "newsletter_outbox_connection_id_newsletter_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."newsletter_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_connections_business_provider" ON "newsletter_connections" USING btree ("business_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_outbox_source_unique" ON "newsletter_outbox" USING btree ("connection_id","source_kind","source_id");--> statement-breakpoint
CREATE INDEX "newsletter_outbox_due_idx" ON "newsletter_outbox" USING btree ("next_attempt_at") WHERE status = 'NEW';--> statement-breakpoint
CREATE INDEX "newsletter_outbox_business_idx" ON "newsletter_outbox" USING btree ("business_id");