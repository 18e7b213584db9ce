CREATE TABLE "flow_pauses" (
	"business_id" uuid NOT NULL,
	"subject_id" text NOT NULL,
	"paused_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flow_pauses_business_id_subject_id_pk" PRIMARY KEY("business_id","subject_id")
);
--> statement-breakpoint
CREATE TABLE "flow_task_list_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"default_key" text,
	"tasks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"order_id" text,
	"inquiry_id" text,
	"template_id" uuid,
	"template_task_id" uuid,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"is_auto" boolean DEFAULT false NOT NULL,
	"group" text NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"dependency" text NOT NULL,
	"relative_to" text,
	"due_interval" integer DEFAULT 1 NOT NULL,
	"interval_unit" text DEFAULT 'DAYS' NOT NULL,
	"absolute_due_at" timestamp with time zone,
	"email_template_id" uuid,
	"due_at" timestamp with time zone,
	"is_due_at_manual" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'INCOMPLETE' NOT NULL,
	"completed_at" timestamp with time zone,
	"custom_subject" text,
	"custom_content" text,
	"outbox_id" uuid,
	"sent_at" timestamp with time zone,
	"send_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flow_tasks_one_subject" CHECK (("flow_tasks"."order_id" is null) <> ("flow_tasks"."inquiry_id" is null)),
	CONSTRAINT "flow_tasks_due_interval" CHECK ("flow_tasks"."due_interval" >= 1)
);
--> statement-breakpoint
ALTER TABLE "flow_pauses" ADD CONSTRAINT "flow_pauses_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_task_list_templates" ADD CONSTRAINT "flow_task_list_templates_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_tasks" ADD CONSTRAINT "flow_tasks_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flow_task_list_templates_business_idx" ON "flow_task_list_templates" USING btree ("business_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_task_list_templates_default_unique" ON "flow_task_list_templates" USING btree ("business_id","default_key") WHERE "flow_task_list_templates"."default_key" is not null;--> statement-breakpoint
CREATE INDEX "flow_tasks_due_idx" ON "flow_tasks" USING btree ("due_at") WHERE "flow_tasks"."is_auto" and "flow_tasks"."type" = 'SEND_EMAIL' and "flow_tasks"."outbox_id" is null and "flow_tasks"."status" = 'INCOMPLETE' and "flow_tasks"."send_error" is null and "flow_tasks"."due_at" is not null;--> statement-breakpoint
CREATE INDEX "flow_tasks_order_idx" ON "flow_tasks" USING btree ("business_id","order_id","sort_index") WHERE "flow_tasks"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "flow_tasks_inquiry_idx" ON "flow_tasks" USING btree ("business_id","inquiry_id","sort_index") WHERE "flow_tasks"."inquiry_id" is not null;--> statement-breakpoint
CREATE INDEX "flow_tasks_template_idx" ON "flow_tasks" USING btree ("business_id","template_id") WHERE "flow_tasks"."template_id" is not null;