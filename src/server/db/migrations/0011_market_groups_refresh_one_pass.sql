-- The groups a statement touched, recomputed in one grouped pass over their vehicles instead of one
-- aggregate per group (LATERAL). Per group, a plan made on stale statistics (a table just grown by
-- a bulk insert, not analysed yet) walked every visible vehicle once per group: 718 groups × 58k
-- rows for one 50k-row insert. Joined, the worst plan is one pass; a statement touching one group
-- still reads that group through vehicles_market_group_price_idx.
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
  SELECT lower(v.make), lower(v.model), v.year,
    -- Ordered-set aggregates skip nulls: the median is of the priced vehicles only.
    percentile_cont(0.5) WITHIN GROUP (ORDER BY v.price_cents), count(v.price_cents)::integer, count(*)::integer,
    array_agg(DISTINCT lower(coalesce(v."trim", '')))
  FROM vehicles v
  WHERE (lower(v.make), lower(v.model), v.year) IN (
      SELECT DISTINCT * FROM unnest(make_keys, model_keys, years) AS u(make_key, model_key, year))
    AND v.listed AND v.deleted_at IS NULL AND v.status IN ('available', 'on_hold')
    AND v.organization_id NOT IN (SELECT o.id FROM organizations o WHERE o.suspended_at IS NOT NULL)
  GROUP BY 1, 2, 3;
END $$;
