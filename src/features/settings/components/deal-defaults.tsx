import { Box, Button, Input, InputGroup, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { FormField } from '../../../components/ui/form-field';
import { showServerError } from '../../../components/ui/show-server-error';
import { toaster } from '../../../components/ui/toaster';
import { UpdateDealershipSchema, type Dealership } from '../../../shared/schemas/settings';
import { centsToDollars, dollarsToCents } from '../format';
import { useUpdateDealership } from '../mutations';

/** The shared schema's two fields, typed as the person types them: dollars, and percent. */
const DefaultsFormSchema = z.object({
  defaultDocFeeCents: z.preprocess(
    (raw) => (typeof raw === 'string' ? (raw.trim() === '' ? 0 : (dollarsToCents(raw) ?? Number.NaN)) : raw),
    UpdateDealershipSchema.shape.defaultDocFeeCents.unwrap(),
  ),
  defaultTaxRate: z.preprocess(
    (raw) => (typeof raw === 'string' ? (raw.trim() === '' ? 0 : Number(raw.replace('%', '').trim())) : raw),
    UpdateDealershipSchema.shape.defaultTaxRate.unwrap(),
  ),
});
type Values = { defaultDocFeeCents: string; defaultTaxRate: string };
type Output = { defaultDocFeeCents: number; defaultTaxRate: number };

const valuesOf = (d: Dealership): Values => ({
  defaultDocFeeCents: centsToDollars(d.defaultDocFeeCents),
  defaultTaxRate: String(d.defaultTaxRate),
});

/** Settings › Deal defaults: what a new deal sheet starts with (owners and managers). */
export function DealDefaultsForm({ dealership }: { dealership: Dealership }) {
  const update = useUpdateDealership();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(DefaultsFormSchema) as never,
    defaultValues: valuesOf(dealership),
  });
  const { register, handleSubmit, formState, reset } = form;

  const onSubmit = handleSubmit(async (input) => {
    try {
      reset(valuesOf(await update.mutateAsync(input)));
    } catch (error) {
      showServerError(form as unknown as UseFormReturn<Values>, error, ['defaultDocFeeCents', 'defaultTaxRate']);
      return;
    }
    toaster.create({ type: 'success', title: 'Deal defaults saved' });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Deal defaults">
      <Stack gap="5">
        <FormErrorAlert message={formState.errors.root?.server?.message} title="The deal defaults were not saved" />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField
            label="Doc fee"
            error={formState.errors.defaultDocFeeCents?.message}
            helperText="Added to every new deal sheet; each deal can still change it."
          >
            <InputGroup startElement="$">
              <Input {...register('defaultDocFeeCents')} inputMode="decimal" autoComplete="off" />
            </InputGroup>
          </FormField>
          <FormField
            label="Sales tax rate"
            error={formState.errors.defaultTaxRate?.message}
            helperText="Percent, up to three decimals (e.g. 6.875)."
          >
            <InputGroup endElement="%">
              <Input {...register('defaultTaxRate')} inputMode="decimal" autoComplete="off" />
            </InputGroup>
          </FormField>
        </SimpleGrid>
        <Box>
          <Button type="submit" colorPalette="blue" loading={formState.isSubmitting}>
            Save deal defaults
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
