CREATE TABLE "vehicle_status_counts" (
	"organization_id" text NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "vehicle_status_counts_organization_id_status_pk" PRIMARY KEY("organization_id","status")
);
--> statement-breakpoint
ALTER TABLE "vehicle_status_counts" ADD CONSTRAINT "vehicle_status_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicles_org_search_trgm_idx" ON "vehicles" USING gin (search_key gin_trgm_ops) WHERE deleted_at is null;--> statement-breakpoint
-- vehicle_status_counts is kept by the database (schema/vehicles.ts › vehicleStatusCounts): live
-- vehicles (deleted_at is null) per dealership and status. Each statement on vehicles applies its
-- difference in one grouped pass over its transition rows, in key order (concurrent statements
-- lock the same counter rows in the same order: no deadlock), so a 50k-row import is one upsert
-- per status, not one per vehicle.
CREATE FUNCTION vehicle_status_counts_after_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO vehicle_status_counts AS c (organization_id, status, count)
  SELECT n.organization_id, n.status, count(*)::integer
  FROM new_rows n
  WHERE n.deleted_at IS NULL
  GROUP BY n.organization_id, n.status
  ORDER BY n.organization_id, n.status
  ON CONFLICT (organization_id, status) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION vehicle_status_counts_after_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- A change of status, a soft delete or a restore moves a vehicle between counters; any other
  -- edit nets to zero and writes nothing.
  INSERT INTO vehicle_status_counts AS c (organization_id, status, count)
  SELECT d.organization_id, d.status, sum(d.delta)::integer
  FROM (
    SELECT o.organization_id, o.status, -1 AS delta FROM old_rows o WHERE o.deleted_at IS NULL
    UNION ALL
    SELECT n.organization_id, n.status, 1 FROM new_rows n WHERE n.deleted_at IS NULL
  ) AS d
  GROUP BY d.organization_id, d.status
  HAVING sum(d.delta) <> 0
  ORDER BY d.organization_id, d.status
  ON CONFLICT (organization_id, status) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION vehicle_status_counts_after_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Only existing counters go down: a dealership being deleted takes its counters with it
  -- (ON DELETE CASCADE), and its vehicles' delete must not insert them again.
  UPDATE vehicle_status_counts AS c SET count = c.count - o.n
  FROM (
    SELECT organization_id, status, count(*)::integer AS n
    FROM old_rows
    WHERE deleted_at IS NULL
    GROUP BY organization_id, status
    ORDER BY organization_id, status
  ) AS o
  WHERE c.organization_id = o.organization_id AND c.status = o.status;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER vehicles_status_counts_insert AFTER INSERT ON vehicles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_status_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER vehicles_status_counts_update AFTER UPDATE ON vehicles
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_status_counts_after_update();
--> statement-breakpoint
CREATE TRIGGER vehicles_status_counts_delete AFTER DELETE ON vehicles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_status_counts_after_delete();
--> statement-breakpoint
-- The counters of the vehicles already there.
INSERT INTO vehicle_status_counts (organization_id, status, count)
SELECT organization_id, status, count(*)::integer FROM vehicles WHERE deleted_at IS NULL GROUP BY organization_id, status;
