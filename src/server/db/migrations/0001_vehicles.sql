CREATE TABLE "favorites" (
	"user_id" text NOT NULL,
	"vehicle_id" text NOT NULL,
	"saved_price_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_vehicle_id_pk" PRIMARY KEY("user_id","vehicle_id")
);
--> statement-breakpoint
CREATE TABLE "vehicle_events" (
	"id" text PRIMARY KEY NOT NULL,
	"vehicle_id" text NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"vehicle_id" text NOT NULL,
	"position" integer NOT NULL,
	"storage_key" text NOT NULL,
	"original_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_price_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"vehicle_id" text NOT NULL,
	"old_price_cents" integer,
	"new_price_cents" integer,
	"changed_by" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"vin" text NOT NULL,
	"stock_number" text NOT NULL,
	"year" integer NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"trim" text,
	"body" text,
	"fuel" text,
	"transmission" text,
	"drivetrain" text,
	"engine" text,
	"doors" integer,
	"exterior_color" text,
	"interior_color" text,
	"mileage" integer NOT NULL,
	"condition" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'incoming' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"in_stock_date" date DEFAULT CURRENT_DATE NOT NULL,
	"listed" boolean DEFAULT false NOT NULL,
	"listed_at" timestamp with time zone,
	"sold_at" timestamp with time zone,
	"price_cents" integer,
	"cost_cents" integer,
	"pack_cents" integer DEFAULT 0 NOT NULL,
	"added_costs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cover_photo_id" text,
	"deleted_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "stock_prefix" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "stock_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "sales_see_cost" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "default_pack_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_events" ADD CONSTRAINT "vehicle_events_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_events" ADD CONSTRAINT "vehicle_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_photos" ADD CONSTRAINT "vehicle_photos_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_price_changes" ADD CONSTRAINT "vehicle_price_changes_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_price_changes" ADD CONSTRAINT "vehicle_price_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorites_vehicle_idx" ON "favorites" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "vehicle_events_vehicle_idx" ON "vehicle_events" USING btree ("vehicle_id","at");--> statement-breakpoint
CREATE INDEX "vehicle_photos_vehicle_idx" ON "vehicle_photos" USING btree ("vehicle_id","position");--> statement-breakpoint
CREATE INDEX "vehicle_price_changes_vehicle_idx" ON "vehicle_price_changes" USING btree ("vehicle_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_org_vin_uq" ON "vehicles" USING btree ("organization_id","vin");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_org_stock_uq" ON "vehicles" USING btree ("organization_id","stock_number");--> statement-breakpoint
CREATE INDEX "vehicles_org_status_created_idx" ON "vehicles" USING btree ("organization_id","status","created_at");--> statement-breakpoint
CREATE INDEX "vehicles_org_created_idx" ON "vehicles" USING btree ("organization_id","created_at");