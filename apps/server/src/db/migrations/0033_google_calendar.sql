CREATE TABLE "google_calendar_busy" (
	"business_id" uuid NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"revision" integer NOT NULL,
	"busy" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "google_calendar_busy_business_id_window_start_pk" PRIMARY KEY("business_id","window_start")
);
--> statement-breakpoint
CREATE TABLE "google_calendar_connections" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"google_email" text NOT NULL,
	"refresh_token_sealed" text NOT NULL,
	"status" text DEFAULT 'CONNECTED' NOT NULL,
	"calendars" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"busy_calendar_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reconnect_notified_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "google_calendar_events" (
	"business_id" uuid NOT NULL,
	"order_id" text NOT NULL,
	"calendar_id" text NOT NULL,
	"event_id" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "google_calendar_events_business_id_order_id_pk" PRIMARY KEY("business_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "google_calendar_writes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"order_id" text NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "google_calendar_busy" ADD CONSTRAINT "google_calendar_busy_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_calendar_connections" ADD CONSTRAINT "google_calendar_connections_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_calendar_events" ADD CONSTRAINT "google_calendar_events_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_calendar_writes" ADD CONSTRAINT "google_calendar_writes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "google_calendar_events_time_idx" ON "google_calendar_events" USING btree ("business_id","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "google_calendar_writes_waiting_idx" ON "google_calendar_writes" USING btree ("business_id","order_id") WHERE status = 'NEW';--> statement-breakpoint
CREATE INDEX "google_calendar_writes_due_idx" ON "google_calendar_writes" USING btree ("next_attempt_at") WHERE status = 'NEW';