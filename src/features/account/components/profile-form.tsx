import { Avatar, Button, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { FormField } from '../../../components/ui/form-field';
import { showServerError } from '../../../components/ui/show-server-error';
import { toaster } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-error';
import { USERNAME_MAX, USERNAME_MIN } from '../../../shared/constants';
import { AccountProfileSchema, AVATAR_MAX_BYTES, AVATAR_TYPES } from '../../../shared/schemas/account';
import type { SessionPayload } from '../../../shared/schemas/session';
import { useAvatar, useUpdateProfile } from '../mutations';

type Values = z.input<typeof AccountProfileSchema>;
type Output = z.output<typeof AccountProfileSchema>;
type User = NonNullable<SessionPayload['user']>;

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
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>Picture</Field.Label>
      <HStack gap="4" align="center">
        <Avatar.Root size="2xl">
          <Avatar.Fallback name={user.name} />
          {user.image && <Avatar.Image src={user.image} alt="" />}
        </Avatar.Root>
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
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>JPEG, PNG or WebP, up to {AVATAR_MAX_BYTES / MB} MB; shown as a square.</Field.HelperText>
      )}
    </Field.Root>
  );
}

export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const defaults = { firstName: user.firstName ?? '', lastName: user.lastName ?? '', username: user.username ?? '' };
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(AccountProfileSchema),
    defaultValues: defaults,
  });
  const { register, handleSubmit, formState, reset } = form;
  const [done, setDone] = useState(false);

  const onSubmit = handleSubmit(async (input) => {
    setDone(false);
    try {
      await update.mutateAsync(input);
    } catch (error) {
      showServerError(form, error, ['firstName', 'lastName', 'username']);
      return;
    }
    reset(input);
    setDone(true);
    toaster.create({ type: 'success', title: 'Profile saved' });
  });

  return (
    <Stack gap="6">
      <AvatarField user={user} />
      <form onSubmit={onSubmit} noValidate aria-label="Profile">
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <FormField label="First name" error={formState.errors.firstName?.message} required>
              <Input {...register('firstName')} autoComplete="given-name" />
            </FormField>
            <FormField label="Last name" error={formState.errors.lastName?.message} required>
              <Input {...register('lastName')} autoComplete="family-name" />
            </FormField>
          </SimpleGrid>
          <FormField
            label="Username"
            error={formState.errors.username?.message}
            helperText={`${USERNAME_MIN}–${USERNAME_MAX} of a–z, 0–9, "_" and "."; you can sign in with it.`}
            required
          >
            <Input {...register('username')} autoComplete="username" spellCheck={false} autoCapitalize="none" />
          </FormField>
          <FormErrorAlert title="Your profile was not saved" message={formState.errors.root?.['server']?.message} />
          <HStack gap="3">
            <Button
              type="submit"
              colorPalette="blue"
              loading={formState.isSubmitting}
              loadingText="Saving…"
              disabled={formState.isSubmitting}
            >
              Save profile
            </Button>
            {done && !formState.isDirty && (
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
