ALTER TABLE "vehicles" ADD COLUMN "search_key" text GENERATED ALWAYS AS (regexp_replace(lower(vin || ' ' || stock_number || ' ' || year::text || ' ' || make || ' ' || model || ' ' || coalesce("trim", '')), '[^a-z0-9]', '', 'g')) STORED;--> statement-breakpoint
CREATE INDEX "vehicles_org_price_idx" ON "vehicles" USING btree ("organization_id","price_cents") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "vehicles_org_price_desc_idx" ON "vehicles" USING btree ("organization_id","price_cents" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "vehicles_org_in_stock_idx" ON "vehicles" USING btree ("organization_id","in_stock_date") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "vehicles_org_mileage_idx" ON "vehicles" USING btree ("organization_id","mileage") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "vehicles_org_year_idx" ON "vehicles" USING btree ("organization_id","year","created_at") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "vehicles_org_make_model_idx" ON "vehicles" USING btree ("organization_id",lower(make),lower(model)) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "vehicles_org_live_status_idx" ON "vehicles" USING btree ("organization_id","status") WHERE deleted_at is null;