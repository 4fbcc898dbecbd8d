import {
  Alert,
  Box,
  Button,
  CloseButton,
  Dialog,
  HStack,
  Input,
  NativeSelect,
  Portal,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState, type FormEvent } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-error';
import { SALE_TYPE_LABELS, SALE_TYPES, type SaleType } from '../../../shared/deals';
import { formatDollars, vehicleName } from '../../../shared/format';
import { LEAD_SOURCE_LABELS, MANUAL_LEAD_SOURCES } from '../../../shared/respond';
import { CreateDealSchema, type CreateDealInput, type Deal } from '../../../shared/schemas/deals';
import type { VehicleSummary } from '../../../shared/schemas/vehicles';
import { useCreateDeal } from '../mutations';
import { dealQueries } from '../queries';

type Picked = Pick<VehicleSummary, 'id' | 'year' | 'make' | 'model' | 'trim' | 'stockNumber' | 'priceCents'>;

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  source: (typeof MANUAL_LEAD_SOURCES)[number];
  saleType: SaleType;
}

/** API field (CreateDealSchema path) → the form field it shows under. */
const FIELD_OF: Record<string, string> = {
  vehicleId: 'vehicle',
  customerId: 'firstName',
  'contact.firstName': 'firstName',
  'contact.lastName': 'lastName',
  'contact.email': 'email',
  'contact.phone': 'phone',
  saleType: 'saleType',
};

const toInput = (v: Values, vehicle: Picked | null) => ({
  ...(vehicle ? { vehicleId: vehicle.id } : {}),
  source: v.source,
  saleType: v.saleType,
  contact: {
    firstName: v.firstName,
    ...(v.lastName.trim() ? { lastName: v.lastName } : {}),
    ...(v.email.trim() ? { email: v.email } : {}),
    ...(v.phone.trim() ? { phone: v.phone } : {}),
  },
});

/** The dealership's vehicles in stock matching what is typed; the results are buttons (Tab, Enter). */
function VehicleSearch({
  value,
  onChange,
  error,
}: {
  value: Picked | null;
  onChange: (v: Picked | null) => void;
  error?: string | undefined;
}) {
  const [text, setText] = useState('');
  const q = useDeferredValue(text.trim());
  const search = useQuery({ ...dealQueries.vehicleSearch(q), enabled: q.length >= 2 });
  if (value)
    return (
      <FormField label="Vehicle" required>
        <HStack justify="space-between" borderWidth="1px" borderRadius="md" px="3" py="2">
          <Text>
            {vehicleName(value)} · {value.stockNumber}
            {value.priceCents !== null ? ` · ${formatDollars(value.priceCents)}` : ''}
          </Text>
          <Button size="xs" variant="ghost" onClick={() => onChange(null)}>
            Change
          </Button>
        </HStack>
      </FormField>
    );
  const items = q.length >= 2 ? (search.data?.items ?? []).slice(0, 6) : [];
  return (
    <FormField
      label="Vehicle"
      required
      error={error}
      helperText="Search your available stock by stock number, VIN or model."
    >
      <Input
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="e.g. RAG-00042 or F-150"
      />
      {items.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="1" mt="1" aria-label="Matching vehicles">
          {items.map((v) => (
            <Box as="li" key={v.id}>
              <Button variant="outline" size="sm" w="full" justifyContent="start" onClick={() => onChange(v)}>
                {vehicleName(v)} · {v.stockNumber}
                {v.priceCents !== null ? ` · ${formatDollars(v.priceCents)}` : ''}
              </Button>
            </Box>
          ))}
        </Stack>
      )}
      {q.length >= 2 && search.data && items.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          No available vehicle matches.
        </Text>
      )}
    </FormField>
  );
}

/**
 * A deal by hand (a walk-in or a caller who is ready to buy): the vehicle and the person, matched
 * to an existing customer by email or phone. The API opens a lead for them with it, so the sale is
 * on their timeline; the sheet opens next for the numbers.
 */
export function NewDealDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (deal: Deal) => void }) {
  const create = useCreateDeal();
  const [vehicle, setVehicle] = useState<Picked | null>(null);
  const [values, setValues] = useState<Values>({
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    source: 'walk_in',
    saleType: 'cash',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (key: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const parsed = CreateDealSchema.safeParse(toInput(values, vehicle));
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = FIELD_OF[issue.path.join('.')];
        if (field && !next[field]) next[field] = issue.message;
      }
      return setErrors(next);
    }
    setErrors({});
    create.mutate(parsed.data as CreateDealInput, {
      onSuccess: onCreated,
      onError: (err) => {
        if (err instanceof ApiError) {
          const next: Record<string, string> = {};
          for (const [k, m] of Object.entries(err.fields)) if (FIELD_OF[k]) next[FIELD_OF[k]] = m;
          setErrors(next);
          setFormError(err.message);
        } else setFormError('Something went wrong. Please try again.');
      },
    });
  };

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size="lg" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate aria-label="New deal">
              <Dialog.Header>
                <Dialog.Title>New deal</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <VehicleSearch value={vehicle} onChange={setVehicle} error={errors.vehicle} />
                  <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                    <FormField label="First name" required error={errors.firstName}>
                      <Input value={values.firstName} onChange={set('firstName')} autoComplete="off" />
                    </FormField>
                    <FormField label="Last name" error={errors.lastName}>
                      <Input value={values.lastName} onChange={set('lastName')} autoComplete="off" />
                    </FormField>
                    <FormField label="Email" error={errors.email}>
                      <Input type="email" value={values.email} onChange={set('email')} autoComplete="off" />
                    </FormField>
                    <FormField label="Phone" error={errors.phone}>
                      <Input type="tel" value={values.phone} onChange={set('phone')} autoComplete="off" />
                    </FormField>
                    <FormField label="How they came in">
                      <NativeSelect.Root>
                        <NativeSelect.Field value={values.source} onChange={set('source')}>
                          {MANUAL_LEAD_SOURCES.map((s) => (
                            <option key={s} value={s}>
                              {LEAD_SOURCE_LABELS[s]}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </FormField>
                    <FormField label="Sale type" error={errors.saleType}>
                      <NativeSelect.Root>
                        <NativeSelect.Field value={values.saleType} onChange={set('saleType')}>
                          {SALE_TYPES.map((t) => (
                            <option key={t} value={t}>
                              {SALE_TYPE_LABELS[t]}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </FormField>
                  </SimpleGrid>
                  {formError && (
                    <Alert.Root status="error">
                      <Alert.Indicator />
                      <Alert.Title>{formError}</Alert.Title>
                    </Alert.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="blue" loading={create.isPending}>
                  Open deal
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
