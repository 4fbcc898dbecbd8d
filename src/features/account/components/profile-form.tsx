import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { FormField } from '../../../components/ui/form-field';
import { PlainAvatar } from '../../../components/ui/plain-avatar';
import { PlainInput } from '../../../components/ui/plain-input';
import { FORM_ERROR, plainFormErrors, showServerError } from '../../../components/ui/show-server-error';
import { toaster } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-error';
import { usePlainForm } from '../../../lib/form-state';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '../../../shared/avatar-rules';
import { USERNAME_MAX, USERNAME_MIN } from '../../../shared/constants';
import type { AccountProfileSchema } from '../../../shared/schemas/account';
import type { SessionPayload } from '../../../shared/schemas/session';
import { accountValidator, preloadAccountSchemas } from '../form-checks';
import { useAvatar, useUpdateProfile } from '../mutations';

type Values = z.input<typeof AccountProfileSchema>;
type Output = z.output<typeof AccountProfileSchema>;
type User = NonNullable<SessionPayload['user']>;

const checkProfile = accountValidator<Values, Output>('profile');

const MB = 1024 * 1024;

/** Checked in the browser first (the server checks again, by content): no upload for an obvious mistake. */
const avatarProblem = (file: File) =>
  !(AVATAR_TYPES as readonly string[]).includes(file.type)
    ? 'Choose a JPEG, PNG or WebP picture'
    : file.size > AVATAR_MAX_BYTES
      ? `Use a picture of at most ${AVATAR_MAX_BYTES / MB} MB`
      : undefined;

function AvatarField({ user }: { user: User }) {
  const { upload, remove } = useAvatar();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError(undefined);
    const problem = avatarProblem(file);
    if (problem) return setError(problem);
    try {
      await upload.mutateAsync(file);
      toaster.create({ type: 'success', title: 'Picture updated' });
    } catch (e) {
      setError(e instanceof ApiError ? (e.fields['file'] ?? e.message) : 'The picture was not saved. Try again.');
    }
  };

  return (
    <FormField
      label="Picture"
      error={error}
      helperText={<>JPEG, PNG or WebP, up to {AVATAR_MAX_BYTES / MB} MB; shown as a square.</>}
    >
      <HStack gap="4" align="center">
        {/* Drawn as Chakra's Avatar, without its state machine (issue 14). */}
        <PlainAvatar size="2xl" name={user.name} image={user.image} />
        <Stack gap="2">
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="outline" loading={upload.isPending} onClick={() => input.current?.click()}>
              {user.image ? 'Change picture' : 'Upload picture'}
            </Button>
            {user.image && (
              <Button size="sm" variant="ghost" loading={remove.isPending} onClick={() => remove.mutate()}>
                Remove
              </Button>
            )}
          </HStack>
          <input
            ref={input}
            type="file"
            accept={AVATAR_TYPES.join(',')}
            hidden
            aria-label="Picture file"
            data-testid="avatar-input"
            onChange={(e) => {
              void onFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </Stack>
      </HStack>
    </FormField>
  );
}

export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  // The values start from the person loaded: the inputs are drawn with them from the first render.
  const [initialValues] = useState<Values>(() => ({
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    username: user.username ?? '',
  }));
  // Checked as react-hook-form's default had it: nothing until the first submit, then every change.
  const form = usePlainForm<Values, Output>({ initialValues, validate: checkProfile, mode: 'onSubmit' });
  const { register, handleSubmit, reset } = form;
  const [done, setDone] = useState(false);

  const onSubmit = handleSubmit(async (input) => {
    setDone(false);
    try {
      await update.mutateAsync(input);
    } catch (error) {
      showServerError(plainFormErrors(form), error, ['firstName', 'lastName', 'username']);
      return;
    }
    reset(input);
    setDone(true);
    toaster.create({ type: 'success', title: 'Profile saved' });
  });

  return (
    <Stack gap="6">
      <AvatarField user={user} />
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label="Profile"
        onPointerEnter={preloadAccountSchemas}
        onFocus={preloadAccountSchemas}
      >
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <FormField label="First name" error={form.error('firstName')} required>
              <PlainInput {...register('firstName')} autoComplete="given-name" />
            </FormField>
            <FormField label="Last name" error={form.error('lastName')} required>
              <PlainInput {...register('lastName')} autoComplete="family-name" />
            </FormField>
          </SimpleGrid>
          <FormField
            label="Username"
            error={form.error('username')}
            helperText={`${USERNAME_MIN}–${USERNAME_MAX} of a–z, 0–9, "_" and "."; you can sign in with it.`}
            required
          >
            <PlainInput {...register('username')} autoComplete="username" spellCheck={false} autoCapitalize="none" />
          </FormField>
          <FormErrorAlert title="Your profile was not saved" message={form.error(FORM_ERROR)} />
          <HStack gap="3">
            <Button
              type="submit"
              colorPalette="blue"
              loading={form.isSubmitting}
              loadingText="Saving…"
              disabled={form.isSubmitting}
            >
              Save profile
            </Button>
            {done && !form.isDirty && (
              <Text color="green.fg" fontWeight="medium" fontSize="sm" role="status">
                Saved
              </Text>
            )}
          </HStack>
        </Stack>
      </form>
    </Stack>
  );
}
