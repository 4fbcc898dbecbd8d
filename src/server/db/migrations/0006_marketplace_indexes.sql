-- The marketplace's text search index needs pg_trgm (PGlite loads it in openDatabase).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "vehicles_listed_make_model_year_idx";--> statement-breakpoint
CREATE INDEX "vehicles_market_newest_idx" ON "vehicles" USING btree ("listed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"organization_id") WHERE listed and deleted_at is null and status in ('available', 'on_hold');--> statement-breakpoint
CREATE INDEX "vehicles_market_price_idx" ON "vehicles" USING btree ("price_cents","listed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE listed and deleted_at is null and status in ('available', 'on_hold');--> statement-breakpoint
CREATE INDEX "vehicles_market_price_desc_idx" ON "vehicles" USING btree ("price_cents" DESC NULLS LAST,"listed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE listed and deleted_at is null and status in ('available', 'on_hold');--> statement-breakpoint
CREATE INDEX "vehicles_market_mileage_idx" ON "vehicles" USING btree ("mileage","listed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE listed and deleted_at is null and status in ('available', 'on_hold');--> statement-breakpoint
CREATE INDEX "vehicles_market_year_idx" ON "vehicles" USING btree ("year" DESC NULLS FIRST,"listed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE listed and deleted_at is null and status in ('available', 'on_hold');--> statement-breakpoint
CREATE INDEX "vehicles_market_group_price_idx" ON "vehicles" USING btree (lower(make),lower(model),"year","price_cents","organization_id","make","model","listed_at","id") WHERE listed and deleted_at is null and status in ('available', 'on_hold');--> statement-breakpoint
CREATE INDEX "vehicles_market_text_trgm_idx" ON "vehicles" USING gin ((year::text || ' ' || make || ' ' || model || ' ' || coalesce("trim", '')) gin_trgm_ops) WHERE listed and deleted_at is null and status in ('available', 'on_hold');--> statement-breakpoint
-- Row estimates for the case-folded make/model filters (no statistics are kept on the expressions
-- of a partial index: the planner guessed 1 row for a make and model and chose nested loops).
CREATE STATISTICS IF NOT EXISTS "vehicles_make_model_year_stats" ON lower(make), lower(model), year FROM "vehicles";
