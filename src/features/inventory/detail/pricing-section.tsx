import { Button, Card, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { EyeOff, Pencil } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { Vehicle } from '../../../shared/schemas/vehicles';
import { formatPrice } from '../search-params';
import { lazyOnIntent } from '../../../lib/lazy-on-intent';

export const COST_HIDDEN_TEXT = "Hidden by your dealership's settings";

/**
 * The form (react-hook-form and @hookform/resolvers, ~16 kB gzip, and its zod schema) is only needed
 * once someone presses Edit, so it stays out of the vehicle page's JavaScript (issue 14: JavaScript
 * per route). A pointer resting on Edit or focus reaching it starts the download, so the press
 * normally finds it loaded; a failed early download is left to the press, whose error boundary
 * handles it.
 */
const { Component: PricingForm, preload: preloadPricingForm } = lazyOnIntent(() =>
  import('./pricing-form').then((m) => m.PricingForm),
);

function Hidden() {
  return (
    <HStack gap="1.5" color="fg.muted" fontSize="sm">
      <EyeOff size={14} aria-hidden />
      <Text>{COST_HIDDEN_TEXT}</Text>
    </HStack>
  );
}

function PricingList({ vehicle }: { vehicle: Vehicle }) {
  const added = vehicle.addedCosts ?? [];
  const addedTotal = added.reduce((sum, line) => sum + line.amountCents, 0);
  const gross = vehicle.frontGrossCents;
  return (
    <DataList.Root orientation="horizontal" size="md" data-testid="pricing-list">
      <DataList.Item>
        <DataList.ItemLabel minW="40">Asking price</DataList.ItemLabel>
        <DataList.ItemValue fontWeight="semibold" data-testid="asking-price">
          {vehicle.priceCents === null ? 'Not priced yet' : formatPrice(vehicle.priceCents)}
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel minW="40">Cost</DataList.ItemLabel>
        <DataList.ItemValue>{vehicle.costVisible ? formatPrice(vehicle.costCents) : <Hidden />}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel minW="40">Added costs</DataList.ItemLabel>
        <DataList.ItemValue>
          {!vehicle.costVisible ? (
            <Hidden />
          ) : added.length === 0 ? (
            'None'
          ) : (
            <Stack gap="1" as="ul" listStyleType="none" data-testid="added-costs">
              {added.map((line, i) => (
                <HStack as="li" key={`${line.label}-${i}`} justify="space-between" gap="6">
                  <Text>{line.label}</Text>
                  <Text>{formatPrice(line.amountCents)}</Text>
                </HStack>
              ))}
              <HStack as="li" justify="space-between" gap="6" fontWeight="medium">
                <Text>Total</Text>
                <Text>{formatPrice(addedTotal)}</Text>
              </HStack>
            </Stack>
          )}
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel minW="40">Pack</DataList.ItemLabel>
        <DataList.ItemValue>{vehicle.costVisible ? formatPrice(vehicle.packCents) : <Hidden />}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel minW="40">Projected front gross</DataList.ItemLabel>
        <DataList.ItemValue data-testid="front-gross">
          {!vehicle.costVisible ? (
            <Hidden />
          ) : gross === null ? (
            <Text color="fg.muted">Needs an asking price and a cost</Text>
          ) : (
            <Text
              fontWeight="semibold"
              // One shade darker than fg.success/fg.error: those miss 4.5:1 on a card in light mode.
              color={gross < 0 ? { base: 'red.700', _dark: 'red.300' } : { base: 'green.700', _dark: 'green.300' }}
            >
              {gross < 0 ? `−${formatPrice(-gross)}` : formatPrice(gross)}
            </Text>
          )}
        </DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}

/** Pricing: asking price, cost, added costs, pack and projected front gross (price − all of them). */
export function PricingSection({ vehicle }: { vehicle: Vehicle }) {
  const [editing, setEditing] = useState(false);
  return (
    <Card.Root data-testid="pricing-section">
      <Card.Header>
        <HStack justify="space-between">
          <Stack gap="0.5">
            <Heading as="h2" size="md">
              Pricing
            </Heading>
            {vehicle.costVisible && (
              <Text fontSize="sm" color="fg.muted">
                Front gross = asking price − cost − added costs − pack.
              </Text>
            )}
          </Stack>
          {!editing && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => setEditing(true)}
              onPointerEnter={preloadPricingForm}
              onFocus={preloadPricingForm}
              data-testid="edit-pricing"
            >
              <Pencil size={14} aria-hidden /> Edit
            </Button>
          )}
        </HStack>
      </Card.Header>
      <Card.Body>
        {editing ? (
          // Still downloading after the press: the read view stays, so nothing jumps or spins.
          <Suspense fallback={<PricingList vehicle={vehicle} />}>
            <PricingForm vehicle={vehicle} onDone={() => setEditing(false)} />
          </Suspense>
        ) : (
          <PricingList vehicle={vehicle} />
        )}
      </Card.Body>
    </Card.Root>
  );
}
