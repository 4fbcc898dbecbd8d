import { Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Pencil } from 'lucide-react';
import { Suspense, useState } from 'react';
import { PlainDataList } from '../../../components/ui/plain-data-list';
import { formatMiles } from '../../../shared/format';
import type { Vehicle } from '../../../shared/schemas/vehicles';
import { SPEC_LABELS, VEHICLE_FIELD_LABELS } from '../../../shared/vehicles';
import { formatCalendarDate } from './format';
import { lazyOnIntent } from '../../../lib/lazy-on-intent';

/**
 * The form (react-hook-form and @hookform/resolvers, ~16 kB gzip, and its helpers) is only
 * needed once someone presses Edit, so it stays out of the vehicle page's JavaScript (issue 14:
 * JavaScript per route). A pointer resting on Edit or focus reaching it starts the download, so the
 * press normally finds it loaded; a failed early download is left to the press, whose error
 * boundary handles it.
 */
const { Component: SpecsForm, preload: preloadSpecsForm } = lazyOnIntent(() =>
  import('./specs-form').then((m) => m.SpecsForm),
);

const orDash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

function SpecsList({ vehicle }: { vehicle: Vehicle }) {
  const items: [string, string][] = [
    [VEHICLE_FIELD_LABELS.vin, vehicle.vin],
    [VEHICLE_FIELD_LABELS.year, String(vehicle.year)],
    [VEHICLE_FIELD_LABELS.make, vehicle.make],
    [VEHICLE_FIELD_LABELS.model, vehicle.model],
    [VEHICLE_FIELD_LABELS.trim, orDash(vehicle.trim)],
    [VEHICLE_FIELD_LABELS.body, vehicle.body ? SPEC_LABELS.body[vehicle.body] : '—'],
    [VEHICLE_FIELD_LABELS.fuel, vehicle.fuel ? SPEC_LABELS.fuel[vehicle.fuel] : '—'],
    [VEHICLE_FIELD_LABELS.transmission, vehicle.transmission ? SPEC_LABELS.transmission[vehicle.transmission] : '—'],
    [VEHICLE_FIELD_LABELS.drivetrain, vehicle.drivetrain ? SPEC_LABELS.drivetrain[vehicle.drivetrain] : '—'],
    [VEHICLE_FIELD_LABELS.engine, orDash(vehicle.engine)],
    [VEHICLE_FIELD_LABELS.doors, orDash(vehicle.doors)],
    [VEHICLE_FIELD_LABELS.exteriorColor, orDash(vehicle.exteriorColor)],
    [VEHICLE_FIELD_LABELS.interiorColor, orDash(vehicle.interiorColor)],
    [VEHICLE_FIELD_LABELS.mileage, formatMiles(vehicle.mileage)],
    [VEHICLE_FIELD_LABELS.condition, SPEC_LABELS.condition[vehicle.condition]],
    ['In stock since', formatCalendarDate(vehicle.inStockDate)],
  ];
  return (
    <Stack gap="5">
      {/* The list itself is the grid: a <dl> may hold only its items (axe: definition-list). Plain
          elements drawn as Chakra's DataList: 16 items of three parts each were most of the style
          work of a switch to a vehicle (issue 14). */}
      <PlainDataList
        layout="two-columns"
        testId="specs-list"
        items={items.map(([label, value]) => ({ label, value, mono: label === 'VIN' }))}
      />
      <Box>
        <Heading as="h3" size="sm" mb="1">
          Description
        </Heading>
        <Text color={vehicle.description ? 'fg' : 'fg.muted'} whiteSpace="pre-wrap">
          {vehicle.description ?? 'No description yet. Shoppers see it on the listing.'}
        </Text>
      </Box>
    </Stack>
  );
}

/** Overview & specs: read by default; Edit turns the same card into a form (Save / Cancel). */
export function SpecsSection({ vehicle }: { vehicle: Vehicle }) {
  const [editing, setEditing] = useState(false);
  return (
    <Card.Root data-testid="specs-section">
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="md">
            Specs
          </Heading>
          {!editing && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => setEditing(true)}
              onPointerEnter={preloadSpecsForm}
              onFocus={preloadSpecsForm}
              data-testid="edit-specs"
            >
              <Pencil size={14} aria-hidden /> Edit
            </Button>
          )}
        </HStack>
      </Card.Header>
      <Card.Body>
        {editing ? (
          // Still downloading after the press: the read view stays, so nothing jumps or spins.
          <Suspense fallback={<SpecsList vehicle={vehicle} />}>
            <SpecsForm vehicle={vehicle} onDone={() => setEditing(false)} />
          </Suspense>
        ) : (
          <SpecsList vehicle={vehicle} />
        )}
      </Card.Body>
    </Card.Root>
  );
}
