import { Box, Button, Grid, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { FieldBox, FormField } from '../../../components/ui/form-field';
import { PlainInput, PlainTextarea } from '../../../components/ui/plain-input';
import { PlainAvatar } from '../../../components/ui/plain-avatar';
import { PlainCheckbox } from '../../../components/ui/plain-checkbox';
import { FORM_ERROR, plainFormErrors, showServerError } from '../../../components/ui/show-server-error';
import { toaster } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-error';
import { usePlainForm, type PlainForm } from '../../../lib/form-state';
import { LOGO_MAX_BYTES } from '../../../shared/logo-rules';
import type { Dealership, DayHours, UpdateDealershipInput } from '../../../shared/schemas/settings';
import { WEEKDAYS } from '../../../shared/weekdays';
import { preloadSettingsSchemas, settingsValidator } from '../form-checks';
import { useDealershipLogo, useUpdateDealership } from '../mutations';

const MB = 1024 * 1024;
const LOGO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
/** A day switched from closed to open starts from common dealership hours. */
const OPEN_DAY: DayHours = { opens: '09:00', closes: '18:00' };

type ProfileValues = Required<
  Pick<
    UpdateDealershipInput,
    | 'name'
    | 'about'
    | 'phone'
    | 'website'
    | 'addressLine1'
    | 'addressLine2'
    | 'city'
    | 'region'
    | 'postalCode'
    | 'country'
  >
> & { hours: DayHours[] };
const FIELDS = [
  'name',
  'about',
  'phone',
  'website',
  'addressLine1',
  'addressLine2',
  'city',
  'region',
  'postalCode',
  'country',
  'hours',
] as const;
const checkProfile = settingsValidator<ProfileValues, ProfileValues>('profile');

const valuesOf = (d: Dealership): ProfileValues => ({
  name: d.name,
  about: d.about,
  phone: d.phone,
  website: d.website,
  addressLine1: d.addressLine1,
  addressLine2: d.addressLine2,
  city: d.city,
  region: d.region,
  postalCode: d.postalCode,
  country: d.country,
  hours: d.hours.map((h) => ({ opens: h.opens, closes: h.closes })),
});

function LogoField({ dealership }: { dealership: Dealership }) {
  const { upload, remove } = useDealershipLogo();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError(undefined);
    if (!LOGO_TYPES.includes(file.type)) return setError('Choose a JPEG, PNG or WebP image');
    if (file.size > LOGO_MAX_BYTES) return setError(`Use an image of at most ${LOGO_MAX_BYTES / MB} MB`);
    try {
      await upload.mutateAsync(file);
      toaster.create({ type: 'success', title: 'Logo updated' });
    } catch (e) {
      setError(e instanceof ApiError ? (e.fields['file'] ?? e.message) : 'The logo was not saved. Try again.');
    }
  };

  return (
    <FormField
      label="Logo"
      error={error}
      helperText={
        <>JPEG, PNG or WebP, up to {LOGO_MAX_BYTES / MB} MB; shown as a square on your dealer page and listings.</>
      }
    >
      <HStack gap="4" align="center">
        {/* Drawn as Chakra's Avatar, without its state machine (issue 14). */}
        <PlainAvatar size="2xl" shape="rounded" name={dealership.name} image={dealership.logo} />
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" loading={upload.isPending} onClick={() => input.current?.click()}>
            {dealership.logo ? 'Change logo' : 'Upload logo'}
          </Button>
          {dealership.logo && (
            <Button size="sm" variant="ghost" loading={remove.isPending} onClick={() => remove.mutate()}>
              Remove logo
            </Button>
          )}
        </HStack>
        <input
          ref={input}
          type="file"
          accept={LOGO_TYPES.join(',')}
          hidden
          aria-label="Logo file"
          data-testid="logo-input"
          onChange={(e) => {
            void onFile(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </HStack>
    </FormField>
  );
}

function HoursFields({ form }: { form: PlainForm<ProfileValues, ProfileValues> }) {
  const { register } = form;
  const hours = form.values.hours;
  return (
    <Stack as="fieldset" gap="2" data-testid="hours">
      <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
        Opening hours
      </Text>
      {WEEKDAYS.map((day, i) => {
        const closed = hours[i]?.opens === null && hours[i]?.closes === null;
        const opensError = form.error(`hours.${i}.opens`);
        const closesError = form.error(`hours.${i}.closes`);
        const error = opensError ?? closesError ?? form.error(`hours.${i}`);
        return (
          <Grid
            key={day}
            templateColumns={{ base: '1fr 1fr', md: '8rem 7rem 1fr 1fr' }}
            gap="2"
            alignItems="center"
            data-testid={`hours-${day}`}
          >
            <Text fontSize="sm" fontWeight="medium" id={`hours-${day}`}>
              {day}
            </Text>
            {/* Drawn as Chakra's Checkbox, without its state machine (issue 14). */}
            <PlainCheckbox
              size="sm"
              checked={closed}
              onCheckedChange={(checked) =>
                form.change(`hours.${i}`, checked ? { opens: null, closes: null } : OPEN_DAY)
              }
              inputProps={{ onBlur: () => form.touch(`hours.${i}`), 'aria-describedby': `hours-${day}` }}
            >
              Closed
            </PlainCheckbox>
            {closed ? (
              <Text fontSize="sm" color="fg.muted" gridColumn={{ base: 'span 2', md: 'span 2' }}>
                Closed all day
              </Text>
            ) : (
              <>
                <FieldBox invalid={Boolean(opensError)}>
                  <PlainInput size="sm" type="time" aria-label={`${day} opens`} {...register(`hours.${i}.opens`)} />
                </FieldBox>
                <FieldBox invalid={Boolean(closesError)}>
                  <PlainInput size="sm" type="time" aria-label={`${day} closes`} {...register(`hours.${i}.closes`)} />
                </FieldBox>
              </>
            )}
            {error && (
              <Text gridColumn="1 / -1" fontSize="sm" color="fg.error" role="alert">
                {day}: {error}
              </Text>
            )}
          </Grid>
        );
      })}
    </Stack>
  );
}

function ProfileForm({ dealership }: { dealership: Dealership }) {
  const update = useUpdateDealership();
  // Checked as react-hook-form's default had it: nothing until the first submit, then every change.
  const form = usePlainForm({ initialValues: valuesOf(dealership), validate: checkProfile, mode: 'onSubmit' });
  const { register, handleSubmit, reset } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      reset(valuesOf(saved));
    } catch (error) {
      showServerError(plainFormErrors(form), error, FIELDS);
      return;
    }
    toaster.create({ type: 'success', title: 'Dealership profile saved' });
  });
  const e = (path: (typeof FIELDS)[number]) => form.error(path);

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Dealership profile"
      onPointerEnter={preloadSettingsSchemas}
      onFocus={preloadSettingsSchemas}
    >
      <Stack gap="5">
        <FormErrorAlert message={form.error(FORM_ERROR)} title="The profile was not saved" />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="Dealership name" required error={e('name')}>
            <PlainInput {...register('name')} autoComplete="organization" />
          </FormField>
          <FormField label="Phone" required error={e('phone')}>
            <PlainInput {...register('phone')} type="tel" autoComplete="tel" />
          </FormField>
          <FormField label="Website" error={e('website')} helperText="Optional, e.g. https://example.com">
            <PlainInput {...register('website')} type="url" autoComplete="url" />
          </FormField>
        </SimpleGrid>
        <FormField
          label="About"
          error={e('about')}
          helperText="A few lines for your dealer page and the dealer directory."
        >
          <PlainTextarea {...register('about')} rows={3} />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="Street address" required error={e('addressLine1')}>
            <PlainInput {...register('addressLine1')} autoComplete="address-line1" />
          </FormField>
          <FormField label="Address line 2" error={e('addressLine2')}>
            <PlainInput {...register('addressLine2')} autoComplete="address-line2" />
          </FormField>
          <FormField label="City" required error={e('city')}>
            <PlainInput {...register('city')} autoComplete="address-level2" />
          </FormField>
          <FormField label="State or region" required error={e('region')}>
            <PlainInput {...register('region')} autoComplete="address-level1" />
          </FormField>
          <FormField label="Postal code" required error={e('postalCode')}>
            <PlainInput {...register('postalCode')} autoComplete="postal-code" />
          </FormField>
          <FormField label="Country" required error={e('country')} helperText="2-letter code, e.g. US">
            <PlainInput {...register('country')} autoComplete="country" maxLength={2} textTransform="uppercase" />
          </FormField>
        </SimpleGrid>
        <HoursFields form={form} />
        <Box>
          <Button type="submit" colorPalette="blue" loading={form.isSubmitting}>
            Save profile
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

/** Settings › Dealership: logo, name, contact, address and opening hours (owners and managers). */
export function DealershipProfile({ dealership }: { dealership: Dealership }) {
  return (
    <Stack gap="6">
      <LogoField dealership={dealership} />
      <ProfileForm dealership={dealership} />
    </Stack>
  );
}
