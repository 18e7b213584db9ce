CREATE TABLE "facebook_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"event" jsonb NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "facebook_outbox" ADD CONSTRAINT "facebook_outbox_business_id_facebook_connections_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."facebook_connections"("business_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "facebook_outbox_event_unique" ON "facebook_outbox" USING btree ("business_id","event_id");--> statement-breakpoint
CREATE INDEX "facebook_outbox_due_idx" ON "facebook_outbox" USING btree ("next_attempt_at") WHERE status = 'NEW';