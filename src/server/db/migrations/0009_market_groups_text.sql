ALTER TABLE "market_price_groups" ALTER COLUMN "median_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "market_price_groups" ADD COLUMN "listings" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "market_price_groups" ADD COLUMN "trims" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "vehicles_market_group_newest_idx" ON "vehicles" USING btree (lower(make),lower(model),"year","listed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"organization_id") WHERE listed and deleted_at is null and status in ('available', 'on_hold');--> statement-breakpoint
-- The groups now hold every visible vehicle (priced or not) with their trims, for the text search;
-- the deal rating still counts only the priced ones (comparables, median).
CREATE OR REPLACE FUNCTION market_price_groups_refresh(make_keys text[], model_keys text[], years integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  g record;
BEGIN
  IF make_keys IS NULL THEN
    RETURN;
  END IF;
  -- One writer per group at a time, in one order (no deadlock): a concurrent statement on the same
  -- group waits here until the other commits, then recomputes with its rows (READ COMMITTED gives
  -- each statement below a new snapshot), so the last writer's answer counts everyone's rows.
  FOR g IN
    SELECT DISTINCT k.make_key, k.model_key, k.year
    FROM unnest(make_keys, model_keys, years) AS k(make_key, model_key, year)
    ORDER BY 1, 2, 3
  LOOP
    PERFORM pg_advisory_xact_lock(hashtext('market_price_groups'), hashtext(g.make_key || '/' || g.model_key || '/' || g.year));
  END LOOP;
  DELETE FROM market_price_groups p
  USING unnest(make_keys, model_keys, years) AS k(make_key, model_key, year)
  WHERE p.make_key = k.make_key AND p.model_key = k.model_key AND p.year = k.year;
  INSERT INTO market_price_groups (make_key, model_key, year, median_cents, comparables, listings, trims)
  SELECT k.make_key, k.model_key, k.year, s.median, s.priced, s.n, s.trims
  FROM (SELECT DISTINCT * FROM unnest(make_keys, model_keys, years) AS u(make_key, model_key, year)) AS k
  CROSS JOIN LATERAL (
    -- Ordered-set aggregates skip nulls: the median is of the priced vehicles only.
    SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY v.price_cents) AS median,
      count(v.price_cents)::integer AS priced, count(*)::integer AS n,
      array_agg(DISTINCT lower(coalesce(v."trim", ''))) AS trims
    FROM vehicles v
    WHERE lower(v.make) = k.make_key AND lower(v.model) = k.model_key AND v.year = k.year
      AND v.listed AND v.deleted_at IS NULL AND v.status IN ('available', 'on_hold')
      AND v.organization_id NOT IN (SELECT o.id FROM organizations o WHERE o.suspended_at IS NOT NULL)
  ) AS s
  WHERE s.n > 0;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vehicles_market_groups_after_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM market_price_groups_refresh(array_agg(g.make_key), array_agg(g.model_key), array_agg(g.year))
  FROM (
    SELECT DISTINCT lower(n.make) AS make_key, lower(n.model) AS model_key, n.year
    FROM new_rows n
    WHERE n.listed AND n.deleted_at IS NULL AND n.status IN ('available', 'on_hold')
  ) AS g;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vehicles_market_groups_after_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Only rows whose group, trim, price or visibility changed (an edit of the description is not one).
  PERFORM market_price_groups_refresh(array_agg(g.make_key), array_agg(g.model_key), array_agg(g.year))
  FROM (
    WITH changed AS (
      SELECT o.make AS o_make, o.model AS o_model, o.year AS o_year,
        (o.listed AND o.deleted_at IS NULL AND o.status IN ('available', 'on_hold')) AS o_counts,
        n.make AS n_make, n.model AS n_model, n.year AS n_year,
        (n.listed AND n.deleted_at IS NULL AND n.status IN ('available', 'on_hold')) AS n_counts
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (lower(o.make), lower(o.model), o.year, lower(coalesce(o."trim", '')), o.price_cents, o.listed, o.deleted_at IS NULL, o.status, o.organization_id)
        IS DISTINCT FROM (lower(n.make), lower(n.model), n.year, lower(coalesce(n."trim", '')), n.price_cents, n.listed, n.deleted_at IS NULL, n.status, n.organization_id)
    )
    SELECT lower(o_make) AS make_key, lower(o_model) AS model_key, o_year AS year FROM changed WHERE o_counts
    UNION
    SELECT lower(n_make), lower(n_model), n_year FROM changed WHERE n_counts
  ) AS g;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vehicles_market_groups_after_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM market_price_groups_refresh(array_agg(g.make_key), array_agg(g.model_key), array_agg(g.year))
  FROM (
    SELECT DISTINCT lower(o.make) AS make_key, lower(o.model) AS model_key, o.year
    FROM old_rows o
    WHERE o.listed AND o.deleted_at IS NULL AND o.status IN ('available', 'on_hold')
  ) AS g;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION organizations_market_groups_after_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM market_price_groups_refresh(array_agg(g.make_key), array_agg(g.model_key), array_agg(g.year))
  FROM (
    SELECT DISTINCT lower(v.make) AS make_key, lower(v.model) AS model_key, v.year
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    JOIN vehicles v ON v.organization_id = n.id
    WHERE (o.suspended_at IS NULL) IS DISTINCT FROM (n.suspended_at IS NULL)
      AND v.listed AND v.deleted_at IS NULL AND v.status IN ('available', 'on_hold')
  ) AS g;
  RETURN NULL;
END $$;
--> statement-breakpoint
DELETE FROM market_price_groups;
--> statement-breakpoint
INSERT INTO market_price_groups (make_key, model_key, year, median_cents, comparables, listings, trims)
SELECT lower(v.make), lower(v.model), v.year, percentile_cont(0.5) WITHIN GROUP (ORDER BY v.price_cents),
  count(v.price_cents)::integer, count(*)::integer, array_agg(DISTINCT lower(coalesce(v."trim", '')))
FROM vehicles v
WHERE v.listed AND v.deleted_at IS NULL AND v.status IN ('available', 'on_hold')
  AND v.organization_id NOT IN (SELECT o.id FROM organizations o WHERE o.suspended_at IS NOT NULL)
GROUP BY 1, 2, 3;
