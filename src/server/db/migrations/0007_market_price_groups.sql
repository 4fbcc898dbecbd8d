CREATE TABLE "market_price_groups" (
	"make_key" text NOT NULL,
	"model_key" text NOT NULL,
	"year" integer NOT NULL,
	"median_cents" double precision NOT NULL,
	"comparables" integer NOT NULL,
	CONSTRAINT "market_price_groups_make_key_model_key_year_pk" PRIMARY KEY("make_key","model_key","year")
);
--> statement-breakpoint
-- The groups below are kept by the database (schema/vehicles.ts › marketPriceGroups): after each
-- statement that changes what shoppers can see of a vehicle's price, the groups it touched are
-- recomputed from the vehicles, with the rule of marketplace.ts › marketVisible.
CREATE FUNCTION market_price_groups_refresh(make_keys text[], model_keys text[], years integer[]) RETURNS void
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
  INSERT INTO market_price_groups (make_key, model_key, year, median_cents, comparables)
  SELECT k.make_key, k.model_key, k.year, s.median, s.n
  FROM (SELECT DISTINCT * FROM unnest(make_keys, model_keys, years) AS u(make_key, model_key, year)) AS k
  CROSS JOIN LATERAL (
    SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY v.price_cents) AS median, count(*)::integer AS n
    FROM vehicles v
    WHERE lower(v.make) = k.make_key AND lower(v.model) = k.model_key AND v.year = k.year
      AND v.listed AND v.deleted_at IS NULL AND v.status IN ('available', 'on_hold') AND v.price_cents IS NOT NULL
      AND v.organization_id NOT IN (SELECT o.id FROM organizations o WHERE o.suspended_at IS NOT NULL)
  ) AS s
  WHERE s.n > 0;
END $$;
--> statement-breakpoint
CREATE FUNCTION vehicles_market_groups_after_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM market_price_groups_refresh(array_agg(g.make_key), array_agg(g.model_key), array_agg(g.year))
  FROM (
    SELECT DISTINCT lower(n.make) AS make_key, lower(n.model) AS model_key, n.year
    FROM new_rows n
    WHERE n.listed AND n.deleted_at IS NULL AND n.status IN ('available', 'on_hold') AND n.price_cents IS NOT NULL
  ) AS g;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION vehicles_market_groups_after_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Only rows whose group, price or visibility changed (an edit of the description is not one).
  PERFORM market_price_groups_refresh(array_agg(g.make_key), array_agg(g.model_key), array_agg(g.year))
  FROM (
    WITH changed AS (
      SELECT o.make AS o_make, o.model AS o_model, o.year AS o_year,
        (o.listed AND o.deleted_at IS NULL AND o.status IN ('available', 'on_hold') AND o.price_cents IS NOT NULL) AS o_counts,
        n.make AS n_make, n.model AS n_model, n.year AS n_year,
        (n.listed AND n.deleted_at IS NULL AND n.status IN ('available', 'on_hold') AND n.price_cents IS NOT NULL) AS n_counts
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (lower(o.make), lower(o.model), o.year, o.price_cents, o.listed, o.deleted_at IS NULL, o.status, o.organization_id)
        IS DISTINCT FROM (lower(n.make), lower(n.model), n.year, n.price_cents, n.listed, n.deleted_at IS NULL, n.status, n.organization_id)
    )
    SELECT lower(o_make) AS make_key, lower(o_model) AS model_key, o_year AS year FROM changed WHERE o_counts
    UNION
    SELECT lower(n_make), lower(n_model), n_year FROM changed WHERE n_counts
  ) AS g;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION vehicles_market_groups_after_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM market_price_groups_refresh(array_agg(g.make_key), array_agg(g.model_key), array_agg(g.year))
  FROM (
    SELECT DISTINCT lower(o.make) AS make_key, lower(o.model) AS model_key, o.year
    FROM old_rows o
    WHERE o.listed AND o.deleted_at IS NULL AND o.status IN ('available', 'on_hold') AND o.price_cents IS NOT NULL
  ) AS g;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A dealership suspended or reinstated takes its vehicles out of (or back into) their groups.
CREATE FUNCTION organizations_market_groups_after_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM market_price_groups_refresh(array_agg(g.make_key), array_agg(g.model_key), array_agg(g.year))
  FROM (
    SELECT DISTINCT lower(v.make) AS make_key, lower(v.model) AS model_key, v.year
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    JOIN vehicles v ON v.organization_id = n.id
    WHERE (o.suspended_at IS NULL) IS DISTINCT FROM (n.suspended_at IS NULL)
      AND v.listed AND v.deleted_at IS NULL AND v.status IN ('available', 'on_hold') AND v.price_cents IS NOT NULL
  ) AS g;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER vehicles_market_groups_insert AFTER INSERT ON vehicles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicles_market_groups_after_insert();
--> statement-breakpoint
CREATE TRIGGER vehicles_market_groups_update AFTER UPDATE ON vehicles
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicles_market_groups_after_update();
--> statement-breakpoint
CREATE TRIGGER vehicles_market_groups_delete AFTER DELETE ON vehicles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicles_market_groups_after_delete();
--> statement-breakpoint
CREATE TRIGGER organizations_market_groups_update AFTER UPDATE ON organizations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION organizations_market_groups_after_update();
--> statement-breakpoint
-- The groups of the vehicles already there.
INSERT INTO market_price_groups (make_key, model_key, year, median_cents, comparables)
SELECT lower(v.make), lower(v.model), v.year, percentile_cont(0.5) WITHIN GROUP (ORDER BY v.price_cents), count(*)::integer
FROM vehicles v
WHERE v.listed AND v.deleted_at IS NULL AND v.status IN ('available', 'on_hold') AND v.price_cents IS NOT NULL
  AND v.organization_id NOT IN (SELECT o.id FROM organizations o WHERE o.suspended_at IS NOT NULL)
GROUP BY 1, 2, 3;
