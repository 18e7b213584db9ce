CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"kind" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"color" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"tax_mode" text DEFAULT 'NO_TAX' NOT NULL,
	"tax_rate_bps" integer,
	"fee_collection_method" text DEFAULT 'FULL_AT_BOOKING' NOT NULL,
	"payment_schedule" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"is_paused" boolean DEFAULT false NOT NULL,
	"expiry_months" integer DEFAULT 0 NOT NULL,
	"duration_minutes" integer DEFAULT 60 NOT NULL,
	"buffer_minutes" integer DEFAULT 0 NOT NULL,
	"gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"availability_template_id" uuid,
	"booking_questionnaire_template_id" uuid,
	"inquiry_template_id" uuid,
	"flow_task_list_template_id" uuid,
	"is_after_booking_questionnaire" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_dates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"date" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"service_date_id" uuid NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'AVAILABLE' NOT NULL,
	"lockout_end" timestamp with time zone,
	"is_premium" boolean DEFAULT false NOT NULL,
	"premium_fee" integer DEFAULT 0 NOT NULL,
	"is_reservation" boolean DEFAULT false NOT NULL,
	"is_break_time" boolean DEFAULT false NOT NULL,
	"order_id" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"name" text NOT NULL,
	"fee" integer NOT NULL,
	"max_quantity" integer DEFAULT 1 NOT NULL,
	"parent_id" uuid,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'STANDARD' NOT NULL,
	"total_fee" integer NOT NULL,
	"shoot_duration_minutes" integer DEFAULT 60 NOT NULL,
	"shoot_location" text DEFAULT '' NOT NULL,
	"discount" jsonb,
	"discount_used_count" integer DEFAULT 0 NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"premium_fee" integer DEFAULT 0 NOT NULL,
	"is_reservation" boolean DEFAULT false NOT NULL,
	"reservation_discount" integer DEFAULT 0 NOT NULL,
	"parent_id" uuid,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "availability_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"windows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"block_offs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_contracts" (
	"business_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"contract_template_id" uuid NOT NULL,
	"sort_index" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_contracts_service_id_contract_template_id_pk" PRIMARY KEY("service_id","contract_template_id")
);
--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_dates" ADD CONSTRAINT "service_dates_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slots" ADD CONSTRAINT "slots_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slots" ADD CONSTRAINT "slots_service_date_id_service_dates_id_fk" FOREIGN KEY ("service_date_id") REFERENCES "public"."service_dates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addons" ADD CONSTRAINT "addons_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_templates" ADD CONSTRAINT "availability_templates_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_templates" ADD CONSTRAINT "contract_templates_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_contracts" ADD CONSTRAINT "service_contracts_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_contracts" ADD CONSTRAINT "service_contracts_contract_template_id_contract_templates_id_fk" FOREIGN KEY ("contract_template_id") REFERENCES "public"."contract_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "services_business_created_idx" ON "services" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "services_business_name_idx" ON "services" USING btree ("business_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "services_business_number_unique" ON "services" USING btree ("business_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "services_business_slug_unique" ON "services" USING btree ("business_id","slug");--> statement-breakpoint
CREATE INDEX "service_dates_service_idx" ON "service_dates" USING btree ("service_id","date");--> statement-breakpoint
CREATE INDEX "service_dates_business_idx" ON "service_dates" USING btree ("business_id","date");--> statement-breakpoint
CREATE INDEX "slots_date_idx" ON "slots" USING btree ("service_date_id","start_time");--> statement-breakpoint
CREATE INDEX "slots_service_idx" ON "slots" USING btree ("service_id","start_time");--> statement-breakpoint
CREATE INDEX "slots_business_time_idx" ON "slots" USING btree ("business_id","start_time");--> statement-breakpoint
CREATE INDEX "slots_order_idx" ON "slots" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "addons_service_idx" ON "addons" USING btree ("service_id","sort_index");--> statement-breakpoint
CREATE INDEX "addons_business_name_idx" ON "addons" USING btree ("business_id","name");--> statement-breakpoint
CREATE INDEX "packages_service_idx" ON "packages" USING btree ("service_id","sort_index");--> statement-breakpoint
CREATE INDEX "packages_business_idx" ON "packages" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "availability_templates_business_idx" ON "availability_templates" USING btree ("business_id","name");--> statement-breakpoint
CREATE INDEX "contract_templates_business_idx" ON "contract_templates" USING btree ("business_id","name");--> statement-breakpoint
CREATE INDEX "service_contracts_template_idx" ON "service_contracts" USING btree ("contract_template_id");