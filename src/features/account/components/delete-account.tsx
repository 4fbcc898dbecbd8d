import {
  Button,
  Dialog,
  Link as ChakraLink,
  List,
  Portal,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { RouteLink } from '../../../components/layout/route-link';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { FormField } from '../../../components/ui/form-field';
import { PlainInput } from '../../../components/ui/plain-input';
import { showServerError } from '../../../components/ui/show-server-error';
import { DeleteAccountSchema, type AccountDeletion } from '../../../shared/schemas/account';
import { PasswordInput } from '../../../components/ui/password-input';
import { LoadError } from './load-error';
import { useDeleteAccount } from '../mutations';
import { accountQueries } from '../queries';

type Values = z.input<typeof DeleteAccountSchema>;
type Output = z.output<typeof DeleteAccountSchema>;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What goes, said before anyone types a password (docs/decisions/2026-11-24-account-deletion.md). */
function Consequences({ deletion }: { deletion: AccountDeletion }) {
  const d = deletion.dealership;
  if (deletion.outcome === 'sole-owner' && d) {
    return (
      <Stack gap="3" data-testid="sole-owner-notice">
        <Text>
          You are the only owner of <strong>{d.name}</strong>, so it cannot be left without one. Either:
        </Text>
        <List.Root ps="5" gap="2">
          <List.Item>
            make another member an owner in{' '}
            <ChakraLink asChild colorPalette="blue" variant="underline">
              <RouteLink to="/dashboard/settings">Settings › Team</RouteLink>
            </ChakraLink>{' '}
            first, then delete your account; or
          </List.Item>
          <List.Item>
            delete <strong>{d.name}</strong> with your account: its {plural(d.vehicles, 'vehicle')}, leads, customers,
            deals and conversations go too
            {d.otherMembers > 0 ? `, and ${plural(d.otherMembers, 'staff member')} lose access` : ''}.
          </List.Item>
        </List.Root>
      </Stack>
    );
  }
  if (deletion.outcome === 'leaves-dealership' && d) {
    return (
      <Text>
        You leave <strong>{d.name}</strong>, which keeps its vehicles, leads, customers and deals; leads assigned to you
        become unassigned. Your profile, favorites, conversations and notifications are deleted.
      </Text>
    );
  }
  return <Text>Your profile, favorites, conversations and notifications are deleted, and you are signed out.</Text>;
}

function DeleteForm({ deletion, onCancel }: { deletion: AccountDeletion; onCancel: () => void }) {
  const remove = useDeleteAccount();
  const soleOwner = deletion.outcome === 'sole-owner' ? deletion.dealership : null;
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(DeleteAccountSchema),
    defaultValues: soleOwner ? { password: '', confirmDealershipName: '' } : { password: '' },
  });
  const { register, handleSubmit, formState } = form;

  const onSubmit = handleSubmit(async (input) => {
    if (soleOwner && (input.confirmDealershipName ?? '').trim().toLowerCase() !== soleOwner.name.trim().toLowerCase()) {
      form.setError(
        'confirmDealershipName',
        { type: 'mismatch', message: `Type "${soleOwner.name}" to delete it with your account` },
        { shouldFocus: true },
      );
      return;
    }
    try {
      await remove.mutateAsync(input);
    } catch (error) {
      showServerError(form, error, ['password', 'confirmDealershipName']);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Delete your account">
      <Stack gap="5">
        <Consequences deletion={deletion} />
        <Text fontWeight="medium">This cannot be undone. Download your data first if you want a copy.</Text>
        {soleOwner && (
          <FormField
            label={`Type "${soleOwner.name}" to delete the dealership too`}
            error={formState.errors.confirmDealershipName?.message}
            required
          >
            <PlainInput {...register('confirmDealershipName')} autoComplete="off" spellCheck={false} />
          </FormField>
        )}
        <FormField label="Your password" error={formState.errors.password?.message} required>
          <PasswordInput {...register('password')} autoComplete="current-password" />
        </FormField>
        <FormErrorAlert title="Your account was not deleted" message={formState.errors.root?.['server']?.message} />
        <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="3">
          <Button variant="outline" onClick={onCancel} disabled={formState.isSubmitting}>
            Cancel
          </Button>
          <Button
            type="submit"
            colorPalette="red"
            loading={formState.isSubmitting}
            loadingText="Deleting…"
            disabled={formState.isSubmitting}
          >
            {soleOwner ? `Delete my account and ${soleOwner.name}` : 'Delete my account'}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

function DeleteDialogBody({ onCancel }: { onCancel: () => void }) {
  const deletion = useQuery(accountQueries.deletion());
  if (deletion.isPending)
    return (
      <Stack aria-busy="true">
        <VisuallyHidden>Checking what would be deleted…</VisuallyHidden>
        <Skeleton h="40" borderRadius="md" />
      </Stack>
    );
  if (deletion.isError)
    return <LoadError title="We could not check what would be deleted." onRetry={() => void deletion.refetch()} />;
  return <DeleteForm deletion={deletion.data} onCancel={onCancel} />;
}

/**
 * The dialog: what goes (and for a sole owner, the way out), then the password. Loaded on the
 * first press of "Delete my account…" (the screen's first paint does not need it).
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog.Root
      role="alertdialog"
      open
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      placement="center"
      size="md"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="delete-account-dialog">
            <Dialog.Header>
              <Dialog.Title>Delete your account?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <DeleteDialogBody onCancel={onClose} />
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
