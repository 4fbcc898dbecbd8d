CREATE TABLE "reference_makes" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"replaces" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_models" (
	"id" text PRIMARY KEY NOT NULL,
	"make_id" text NOT NULL,
	"name" text NOT NULL,
	"body_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"year_from" integer,
	"year_to" integer,
	"source" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"replaces" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_wmis" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"make_name" text,
	"manufacturer" text,
	"vehicle_type" text,
	"country" text,
	"source" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reference_models" ADD CONSTRAINT "reference_models_make_id_reference_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."reference_makes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reference_makes_name_idx" ON "reference_makes" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "reference_makes_local_name_key" ON "reference_makes" USING btree (lower("name")) WHERE "reference_makes"."source" = 'local';--> statement-breakpoint
CREATE INDEX "reference_models_make_name_idx" ON "reference_models" USING btree ("make_id",lower("name"));--> statement-breakpoint
CREATE INDEX "reference_models_name_idx" ON "reference_models" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "reference_models_local_name_key" ON "reference_models" USING btree ("make_id",lower("name")) WHERE "reference_models"."source" = 'local';--> statement-breakpoint
CREATE INDEX "reference_wmis_code_idx" ON "reference_wmis" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "reference_wmis_source_code_key" ON "reference_wmis" USING btree ("source","code");