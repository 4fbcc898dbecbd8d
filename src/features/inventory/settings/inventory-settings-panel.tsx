import {
  Badge,
  Button,
  Card,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { PlainInput, PlainInputGroup } from '../../../components/ui/plain-input';
import { PlainSwitch } from '../../../components/ui/plain-switch';
import { plainFormErrors, showServerError } from '../../../components/ui/show-server-error';
import { toaster } from '../../../components/ui/toaster';
import { usePlainForm } from '../../../lib/form-state';
import { useViewer } from '../../../lib/session';
import type { InventorySettings, UpdateInventorySettingsInput } from '../../../shared/schemas/vehicles';
import { STOCK_PREFIX_PATTERN } from '../../../shared/stock-prefix';
import { useUpdateInventorySettings } from '../mutations';
import { inventoryQueries } from '../queries';
import { centsToDollarsInput } from '../../../lib/dollars-input';
import { checkInventorySettings, preloadInventorySettingsSchemas, type InventorySettingsValues } from './form-checks';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';

type SettingsValues = InventorySettingsValues;
const FIELDS = ['stockPrefix', 'defaultPackCents', 'salesSeeCost'] as const;

/** "RAG-00043" with the prefix as typed: the sequence part is the dealership's and never changes here. */
export function previewStockNumber(nextStockNumber: string, typedPrefix: string): string {
  const sequence = /(\d+)$/.exec(nextStockNumber)?.[1] ?? '00001';
  const prefix = typedPrefix.trim().toUpperCase();
  return STOCK_PREFIX_PATTERN.test(prefix) ? `${prefix}-${sequence}` : nextStockNumber;
}

function SettingsForm({ settings, isOwner }: { settings: InventorySettings; isOwner: boolean }) {
  const update = useUpdateInventorySettings();
  const initial: SettingsValues = {
    stockPrefix: settings.stockPrefix,
    defaultPackCents: centsToDollarsInput(settings.defaultPackCents),
    salesSeeCost: settings.salesSeeCost,
  };
  // Checked as react-hook-form's default had it: nothing until the first submit, then every change.
  const form = usePlainForm({ initialValues: initial, validate: checkInventorySettings, mode: 'onSubmit' });
  const { register, handleSubmit, reset } = form;
  // What was last loaded or saved: a field is sent only when it differs (react-hook-form's dirtyFields).
  const [saved, setSaved] = useState(initial);
  const [formError, setFormError] = useState<string | null>(null);
  const costHelpId = useId();
  const prefix = form.values.stockPrefix;
  const dirty = {
    stockPrefix: form.values.stockPrefix !== saved.stockPrefix,
    defaultPackCents: form.values.defaultPackCents !== saved.defaultPackCents,
    salesSeeCost: form.values.salesSeeCost !== saved.salesSeeCost,
  };

  const onSubmit = handleSubmit(async (output) => {
    setFormError(null);
    // Only what changed, and the cost switch only from the owner (the API refuses it from others).
    const input: UpdateInventorySettingsInput = {
      ...(dirty.stockPrefix ? { stockPrefix: output.stockPrefix } : {}),
      ...(dirty.defaultPackCents ? { defaultPackCents: output.defaultPackCents } : {}),
      ...(isOwner && dirty.salesSeeCost ? { salesSeeCost: output.salesSeeCost } : {}),
    };
    if (Object.keys(input).length === 0) {
      toaster.create({ type: 'info', title: 'Nothing to save: no setting changed' });
      return;
    }
    try {
      const result = await update.mutateAsync(input);
      const next: SettingsValues = {
        stockPrefix: result.stockPrefix,
        defaultPackCents: centsToDollarsInput(result.defaultPackCents),
        salesSeeCost: result.salesSeeCost,
      };
      reset(next);
      setSaved(next);
    } catch (error) {
      if (!showServerError(plainFormErrors(form), error, FIELDS))
        setFormError('The settings were not saved. Try again.');
      return;
    }
    toaster.create({ type: 'success', title: 'Inventory settings saved' });
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Inventory settings"
      data-testid="inventory-settings-form"
      onPointerEnter={preloadInventorySettingsSchemas}
      onFocus={preloadInventorySettingsSchemas}
    >
      <Stack gap="6">
        <FormErrorAlert message={formError} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField
            label="Stock-number prefix"
            error={form.error('stockPrefix')}
            helperText={
              <>
                Up to 6 letters or digits before each stock number. Next vehicle:{' '}
                <Text as="strong" data-testid="next-stock-number">
                  {previewStockNumber(settings.nextStockNumber, prefix)}
                </Text>
                . Numbers already given keep their prefix and are never reused.
              </>
            }
          >
            <PlainInput
              {...register('stockPrefix')}
              maxLength={6}
              autoComplete="off"
              textTransform="uppercase"
              spellCheck={false}
            />
          </FormField>
          <FormField
            label="Default pack"
            error={form.error('defaultPackCents')}
            helperText="Added to every new vehicle's costs to cover overhead (reconditioning shop, lot, floor plan); it lowers the gross a salesperson sees. Each vehicle's pack can still be changed."
          >
            <PlainInputGroup startElement="$">
              <PlainInput {...register('defaultPackCents')} inputMode="decimal" autoComplete="off" />
            </PlainInputGroup>
          </FormField>
        </SimpleGrid>
        <Stack gap="2">
          {/* Drawn as Chakra's Switch, without its state machine (issue 14). */}
          <PlainSwitch
            checked={form.values.salesSeeCost}
            onCheckedChange={(checked) => form.change('salesSeeCost', checked)}
            disabled={!isOwner}
            colorPalette="blue"
            data-testid="sales-see-cost"
            inputProps={{ name: 'salesSeeCost', 'aria-describedby': costHelpId }}
          >
            Sales staff can see cost and gross
          </PlainSwitch>
          <Text id={costHelpId} fontSize="sm" color="fg.muted">
            When off, salespeople see asking prices only: cost, added costs, pack and gross are hidden from them in
            every screen and in the API.{' '}
            {!isOwner && (
              <Text as="span" fontWeight="medium">
                Only the owner can change this.
              </Text>
            )}
          </Text>
        </Stack>
        <HStack>
          <Button type="submit" colorPalette="blue" loading={form.isSubmitting}>
            Save inventory settings
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** Settings › Inventory: stock-number prefix, default pack and what sales may see. */
export function InventorySettingsPanel({ isOwner }: { isOwner: boolean }) {
  const settings = useQuery(inventoryQueries.settings());
  return (
    <Card.Root data-testid="inventory-settings">
      <Card.Header>
        <HStack gap="2">
          <Heading as="h2" size="md">
            Inventory
          </Heading>
          {!isOwner && <Badge variant="subtle">Manager</Badge>}
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          How stock numbers are made, the pack on new vehicles, and who sees what a vehicle cost.
        </Text>
      </Card.Header>
      <Card.Body>
        {settings.isPending ? (
          <Stack gap="4" aria-busy="true" data-testid="inventory-settings-loading">
            <VisuallyHidden>Loading the inventory settings…</VisuallyHidden>
            <Skeleton h="20" />
            <Skeleton h="10" />
          </Stack>
        ) : settings.isError ? (
          <HStack>
            <Text color="fg.error">Could not load the inventory settings.</Text>
            <Button size="sm" variant="outline" onClick={() => void settings.refetch()}>
              Try again
            </Button>
          </HStack>
        ) : (
          <SettingsForm settings={settings.data} isOwner={isOwner} />
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** Shown to owners and managers of a dealership; sales and shoppers do not see it (the API agrees). */
export function InventorySettingsSection() {
  const viewer = useViewer();
  const roles = viewer?.roles ?? [];
  if (!roles.includes('owner') && !roles.includes('manager')) return null;
  return <InventorySettingsPanel isOwner={roles.includes('owner')} />;
}
