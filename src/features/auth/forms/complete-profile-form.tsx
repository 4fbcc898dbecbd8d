import { Button, Fieldset, HStack, Input, RadioCard, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { CompleteProfileSchema, type CompleteProfileInput } from '../../../shared/schemas/profile';
import { authApi } from '../api';
import type { SessionPayload } from '../../../shared/schemas/session';
import { FormField } from '../../../components/ui/form-field';
import { TRIAL_DAYS } from '../../../shared/constants';
import { planById, type PlanId } from '../../../shared/plans';
import { showServerError } from '../../../components/ui/show-server-error';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';

type Values = z.input<typeof CompleteProfileSchema>;
type DealerValues = Extract<Values, { accountType: 'dealer' }>;

const DEALER_FIELDS = [
  'dealershipName',
  'phone',
  'address.line1',
  'address.city',
  'address.region',
  'address.postalCode',
  'address.country',
] as const;

const choices = (plan: PlanId) =>
  [
    { value: 'shopper', title: 'I’m shopping', description: 'Browse vehicles, save favorites and message dealers.' },
    {
      value: 'dealer',
      title: 'I’m a dealer',
      description: `Set up your dealership: a ${TRIAL_DAYS}-day ${planById(plan).name} plan trial.`,
    },
  ] as const;

export function CompleteProfileForm({
  defaultValues,
  onCompleted,
}: {
  defaultValues?: Partial<DealerValues> | { accountType: 'shopper' };
  onCompleted: (session: SessionPayload) => void | Promise<void>;
}) {
  const form = useForm<Values, unknown, CompleteProfileInput>({
    resolver: zodResolver(CompleteProfileSchema),
    defaultValues: {
      accountType: 'dealer',
      dealershipName: '',
      phone: '',
      address: { line1: '', city: '', region: '', postalCode: '', country: 'US' },
      ...defaultValues,
    } as Values,
  });
  const { register, handleSubmit, formState, control, watch } = form;
  const errors = formState.errors as FieldErrors<DealerValues>;
  const accountType = watch('accountType');

  const onSubmit = handleSubmit(async (input) => {
    let session: SessionPayload;
    try {
      session = await authApi.completeProfile(input);
    } catch (error) {
      showServerError(form, error, ['accountType', ...DEALER_FIELDS] as never);
      return;
    }
    await onCompleted(session);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Complete your profile">
      <Stack gap="6">
        <Controller
          control={control}
          name="accountType"
          render={({ field }) => (
            <RadioCard.Root
              value={field.value}
              onValueChange={(e) => field.onChange(e.value)}
              name={field.name}
              colorPalette="blue"
            >
              <RadioCard.Label>How will you use Lotline?</RadioCard.Label>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                {choices(
                  defaultValues && 'plan' in defaultValues && defaultValues.plan ? defaultValues.plan : 'dealer',
                ).map((c) => (
                  <RadioCard.Item key={c.value} value={c.value}>
                    <RadioCard.ItemHiddenInput />
                    <RadioCard.ItemControl>
                      <RadioCard.ItemContent>
                        <RadioCard.ItemText>{c.title}</RadioCard.ItemText>
                        <RadioCard.ItemDescription>{c.description}</RadioCard.ItemDescription>
                      </RadioCard.ItemContent>
                      <RadioCard.ItemIndicator />
                    </RadioCard.ItemControl>
                  </RadioCard.Item>
                ))}
              </SimpleGrid>
            </RadioCard.Root>
          )}
        />
        {accountType === 'dealer' && (
          <Fieldset.Root>
            <Fieldset.Legend>Your dealership</Fieldset.Legend>
            <Fieldset.Content>
              <FormField label="Dealership name" error={errors.dealershipName?.message} required>
                <Input {...register('dealershipName')} autoComplete="organization" />
              </FormField>
              <FormField label="Phone" error={errors.phone?.message} required>
                <Input {...register('phone')} type="tel" autoComplete="tel" inputMode="tel" />
              </FormField>
              <FormField label="Street address" error={errors.address?.line1?.message} required>
                <Input {...register('address.line1')} autoComplete="street-address" />
              </FormField>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <FormField label="City" error={errors.address?.city?.message} required>
                  <Input {...register('address.city')} autoComplete="address-level2" />
                </FormField>
                <FormField label="State or region" error={errors.address?.region?.message} required>
                  <Input {...register('address.region')} autoComplete="address-level1" />
                </FormField>
              </SimpleGrid>
              <HStack gap="4" align="start">
                <FormField label="Postal code" error={errors.address?.postalCode?.message} required>
                  <Input {...register('address.postalCode')} autoComplete="postal-code" />
                </FormField>
                <FormField
                  label="Country code"
                  error={errors.address?.country?.message}
                  helperText="2 letters, like US"
                >
                  <Input
                    {...register('address.country')}
                    autoComplete="country"
                    maxLength={2}
                    textTransform="uppercase"
                  />
                </FormField>
              </HStack>
            </Fieldset.Content>
          </Fieldset.Root>
        )}
        <FormErrorAlert message={formState.errors.root?.server?.message} />
        <Button
          type="submit"
          colorPalette="blue"
          loading={formState.isSubmitting}
          loadingText="Saving…"
          disabled={formState.isSubmitting}
        >
          {accountType === 'dealer' ? 'Create dealership' : 'Continue'}
        </Button>
      </Stack>
    </form>
  );
}
