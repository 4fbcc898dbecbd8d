import { Box, Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { FormField } from '../../../components/ui/form-field';
import { PlainInput, PlainInputGroup } from '../../../components/ui/plain-input';
import { FORM_ERROR, plainFormErrors, showServerError } from '../../../components/ui/show-server-error';
import { toaster } from '../../../components/ui/toaster';
import { usePlainForm } from '../../../lib/form-state';
import type { Dealership } from '../../../shared/schemas/settings';
import { centsToDollarsInput } from '../../../lib/dollars-input';
import { preloadSettingsSchemas, settingsValidator } from '../form-checks';
import { useUpdateDealership } from '../mutations';

type Values = { defaultDocFeeCents: string; defaultTaxRate: string };
type Output = { defaultDocFeeCents: number; defaultTaxRate: number };
const checkDefaults = settingsValidator<Values, Output>('dealDefaults');

const valuesOf = (d: Dealership): Values => ({
  defaultDocFeeCents: centsToDollarsInput(d.defaultDocFeeCents),
  defaultTaxRate: String(d.defaultTaxRate),
});

/** Settings › Deal defaults: what a new deal sheet starts with (owners and managers). */
export function DealDefaultsForm({ dealership }: { dealership: Dealership }) {
  const update = useUpdateDealership();
  // Checked as react-hook-form's default had it: nothing until the first submit, then every change.
  const form = usePlainForm({ initialValues: valuesOf(dealership), validate: checkDefaults, mode: 'onSubmit' });
  const { register, handleSubmit, reset } = form;

  const onSubmit = handleSubmit(async (input) => {
    try {
      reset(valuesOf(await update.mutateAsync(input)));
    } catch (error) {
      showServerError(plainFormErrors(form), error, ['defaultDocFeeCents', 'defaultTaxRate']);
      return;
    }
    toaster.create({ type: 'success', title: 'Deal defaults saved' });
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Deal defaults"
      onPointerEnter={preloadSettingsSchemas}
      onFocus={preloadSettingsSchemas}
    >
      <Stack gap="5">
        <FormErrorAlert message={form.error(FORM_ERROR)} title="The deal defaults were not saved" />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField
            label="Doc fee"
            error={form.error('defaultDocFeeCents')}
            helperText="Added to every new deal sheet; each deal can still change it."
          >
            <PlainInputGroup startElement="$">
              <PlainInput {...register('defaultDocFeeCents')} inputMode="decimal" autoComplete="off" />
            </PlainInputGroup>
          </FormField>
          <FormField
            label="Sales tax rate"
            error={form.error('defaultTaxRate')}
            helperText="Percent, up to three decimals (e.g. 6.875)."
          >
            <PlainInputGroup endElement="%">
              <PlainInput {...register('defaultTaxRate')} inputMode="decimal" autoComplete="off" />
            </PlainInputGroup>
          </FormField>
        </SimpleGrid>
        <Box>
          <Button type="submit" colorPalette="blue" loading={form.isSubmitting}>
            Save deal defaults
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
