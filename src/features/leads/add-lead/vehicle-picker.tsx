import { Box, Button, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { chakra } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { formatDollars, vehicleName } from '../../../shared/format';
import type { VehicleSummary } from '../../../shared/schemas/vehicles';
import { leadQueries } from '../queries';

export type PickedVehicle = Pick<
  VehicleSummary,
  'id' | 'year' | 'make' | 'model' | 'trim' | 'stockNumber' | 'priceCents'
>;

const RESULTS_SHOWN = 6;

/**
 * Pick one of the dealership's vehicles by stock number, VIN, year, make or model (the inventory
 * search), or none: a walk-in may not have chosen yet. The results are a list of buttons, so the
 * keyboard path is Tab and Enter.
 */
export function VehiclePicker({
  value,
  onChange,
  error,
  label = 'Vehicle (optional)',
  hint = 'Leave empty for a lead without a vehicle.',
  autoFocus = false,
}: {
  value: PickedVehicle | null;
  onChange: (vehicle: PickedVehicle | null) => void;
  error?: string | undefined;
  label?: string;
  hint?: string;
  autoFocus?: boolean;
}) {
  const [text, setText] = useState('');
  const q = useDeferredValue(text.trim());
  const inputId = useId();
  const resultsId = useId();
  const search = useQuery({ ...leadQueries.vehicleSearch(q), enabled: q.length >= 2 });

  if (value)
    return (
      <HStack gap="3" borderWidth="1px" borderRadius="md" p="2" data-testid="picked-vehicle">
        <Stack gap="0" flex="1">
          <Text fontWeight="medium">{vehicleName(value)}</Text>
          <Text fontSize="sm" color="fg.muted">
            {value.stockNumber}
            {value.priceCents !== null ? ` · ${formatDollars(value.priceCents)}` : ''}
          </Text>
        </Stack>
        <Button size="xs" variant="outline" onClick={() => onChange(null)}>
          Remove vehicle
        </Button>
      </HStack>
    );

  const items = search.data?.items.slice(0, RESULTS_SHOWN) ?? [];
  return (
    <Stack gap="2">
      <chakra.label htmlFor={inputId} fontSize="sm" fontWeight="medium">
        {label}
      </chakra.label>
      <Input
        id={inputId}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Stock #, VIN, make or model"
        aria-describedby={resultsId}
        aria-invalid={error ? true : undefined}
        autoComplete="off"
        autoFocus={autoFocus}
      />
      <Box id={resultsId} aria-live="polite" fontSize="sm">
        {error ? (
          <Text color="fg.error">{error}</Text>
        ) : q.length < 2 ? (
          <Text color="fg.muted">{hint}</Text>
        ) : search.isPending ? (
          <HStack gap="2" color="fg.muted">
            <Spinner size="xs" /> <span>Searching your inventory…</span>
          </HStack>
        ) : search.isError ? (
          <Text color="fg.error">Could not search your inventory.</Text>
        ) : items.length === 0 ? (
          <Text color="fg.muted">No vehicle in your inventory matches “{q}”.</Text>
        ) : (
          <Stack as="ul" gap="1" listStyleType="none" aria-label="Matching vehicles">
            {items.map((v) => (
              <li key={v.id}>
                <Button
                  size="sm"
                  variant="ghost"
                  w="full"
                  justifyContent="flex-start"
                  onClick={() => {
                    onChange(v);
                    setText('');
                  }}
                >
                  {vehicleName(v)} · {v.stockNumber}
                </Button>
              </li>
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
