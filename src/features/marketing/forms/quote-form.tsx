import { Button, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { formatUsd, PLANS } from '../../../shared/plans';
import { QuoteSchema, type Quote, type QuoteInput } from '../../../shared/schemas/marketing';
import { FormField } from '../../../components/ui/form-field';
import { useRequestQuote } from '../mutations';
import { showServerError } from '../../../components/ui/show-server-error';
import { Honeypot } from './honeypot';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';

const FIELDS = ['name', 'email', 'phone', 'dealership', 'rooftops', 'monthlyUnits', 'plan', 'message'] as const;

export function QuoteForm({
  onSubmitted,
  defaultValues,
}: {
  onSubmitted: (reference: string) => void;
  defaultValues?: Partial<QuoteInput>;
}) {
  const request = useRequestQuote();
  const form = useForm<QuoteInput, unknown, Quote>({
    resolver: zodResolver(QuoteSchema),
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      dealership: '',
      plan: 'dealer',
      message: '',
      website: '',
      ...defaultValues,
    },
  });
  const { register, handleSubmit, formState } = form;
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (input) => {
    let reference: string;
    try {
      ({ reference } = await request.mutateAsync(input));
    } catch (error) {
      showServerError(form, error, FIELDS);
      return;
    }
    onSubmitted(reference);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Quote request" style={{ position: 'relative' }}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField label="Your name" error={errors.name?.message} required>
            <Input autoComplete="name" {...register('name')} />
          </FormField>
          <FormField label="Work email" error={errors.email?.message} required>
            <Input type="email" autoComplete="email" {...register('email')} />
          </FormField>
          <FormField label="Phone" error={errors.phone?.message} required>
            <Input type="tel" autoComplete="tel" {...register('phone')} />
          </FormField>
          <FormField label="Dealership" error={errors.dealership?.message} required>
            <Input autoComplete="organization" {...register('dealership')} />
          </FormField>
          <FormField
            label="Rooftops"
            error={errors.rooftops?.message}
            helperText="How many locations you run."
            required
          >
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              {...register('rooftops', { valueAsNumber: true })}
            />
          </FormField>
          <FormField
            label="Vehicles sold per month"
            error={errors.monthlyUnits?.message}
            helperText="Across all rooftops, roughly."
            required
          >
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              {...register('monthlyUnits', { valueAsNumber: true })}
            />
          </FormField>
        </SimpleGrid>
        <FormField label="Plan of interest" error={errors.plan?.message} required>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('plan')}>
              {PLANS.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} — {formatUsd(p.monthlyCents)}/month, {p.listings === null ? 'unlimited' : p.listings}{' '}
                  listings, {p.seats} {p.seats === 1 ? 'seat' : 'seats'}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField
          label="Anything else we should know?"
          error={errors.message?.message}
          helperText="Current systems, timing, questions."
        >
          <Textarea rows={5} {...register('message')} />
        </FormField>
        <Honeypot registration={register('website')} />
        <FormErrorAlert message={formState.errors.root?.server?.message} />
        <Button
          type="submit"
          colorPalette="blue"
          size="lg"
          alignSelf="start"
          loading={isSubmitting}
          loadingText="Sending…"
          disabled={isSubmitting}
        >
          Request a quote
        </Button>
      </Stack>
    </form>
  );
}
