import { Badge, Box, Button, Card, EmptyState, Heading, HStack, Skeleton, Stack, Text, VStack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useRef, type RefObject } from 'react';
import { toaster } from '../../../components/ui/toaster';
import type { INVITABLE_ROLES } from '../../../shared/schemas/invitations';
import { usePlainForm } from '../../../lib/form-state';
import { checkInvitation, preloadInviteSchemas } from '../invite-form-checks';
import { useCreateInvitation, useResendInvitation, useRevokeInvitation } from '../mutations';
import { authQueries } from '../queries';
import { FORM_ERROR, plainFormErrors, showServerError } from '../../../components/ui/show-server-error';
import { FormField } from '../../../components/ui/form-field';
import { PlainInput, PlainNativeSelect } from '../../../components/ui/plain-input';
import {
  PlainTable,
  PlainTableScrollArea,
  PlainTbody,
  PlainTd,
  PlainTh,
  PlainThead,
  PlainTr,
} from '../../../components/ui/plain-table';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { isPlanRefusal, SeePlansLink } from '../../../components/ui/see-plans';
import { dateTimeFormat } from '../../../shared/render-moment';

type Values = { email: string; role: string };
/** The schema's roles, written here so the form needs no zod to draw them (the type keeps them in step). */
const ROLES = ['manager', 'sales'] as const satisfies typeof INVITABLE_ROLES;
const ROLE_LABEL: Record<string, string> = { manager: 'Manager', sales: 'Sales', owner: 'Owner' };
const dateFmt = dateTimeFormat('en-US', { dateStyle: 'medium' });

function InviteForm({ emailRef }: { emailRef: RefObject<HTMLInputElement | null> }) {
  const create = useCreateInvitation();
  // Checked as react-hook-form's default had it: nothing until the first submit, then every change.
  const form = usePlainForm({
    initialValues: { email: '', role: 'sales' } as Values,
    validate: checkInvitation,
    mode: 'onSubmit',
  });
  const { register, handleSubmit, reset } = form;
  const email = register('email');
  const onSubmit = handleSubmit(async (input) => {
    try {
      await create.mutateAsync(input);
    } catch (error) {
      showServerError(plainFormErrors(form), error, ['email', 'role']);
      return;
    }
    toaster.create({ type: 'success', title: `Invitation sent to ${input.email}` });
    reset({ email: '', role: input.role });
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Invite teammate"
      onPointerEnter={preloadInviteSchemas}
      onFocus={preloadInviteSchemas}
    >
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'flex-end' }}>
        <Box flex="1">
          <FormField label="Email" error={form.error('email')} required>
            <PlainInput
              {...email}
              ref={(el) => {
                email.ref(el);
                emailRef.current = el;
              }}
              type="email"
              autoComplete="off"
              inputMode="email"
              placeholder="teammate@dealership.com"
            />
          </FormField>
        </Box>
        <Box w={{ md: '40' }}>
          <FormField label="Role" error={form.error('role')} required>
            <PlainNativeSelect {...register('role')}>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABEL[r]}
                </option>
              ))}
            </PlainNativeSelect>
          </FormField>
        </Box>
        <FormErrorAlert message={form.error(FORM_ERROR)} />
        <Button
          type="submit"
          colorPalette="blue"
          loading={form.isSubmitting}
          disabled={form.isSubmitting}
          mb={form.error('email') ? '6' : '0'}
        >
          Send invite
        </Button>
      </Stack>
      {/* Every seat is taken (409 PLAN_LIMIT): the way out is a bigger plan or a freed seat. */}
      {isPlanRefusal(create.error) && (
        <Text fontSize="sm" mt="2" data-testid="invite-see-plans">
          Free a seat by revoking a pending invitation or deactivating a member, or <SeePlansLink />.
        </Text>
      )}
    </form>
  );
}

function PendingInvitations({ onInvite }: { onInvite: () => void }) {
  const list = useQuery(authQueries.invitations());
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();

  if (list.isPending) return <Skeleton h="20" />;
  if (list.isError) {
    return (
      <HStack>
        <Text color="fg.error">Could not load invitations.</Text>
        <Button size="sm" variant="outline" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </HStack>
    );
  }
  if (list.data.length === 0) {
    // An empty list leads to the one thing to do here: the invite form above.
    return (
      <EmptyState.Root
        size="sm"
        borderWidth="1px"
        borderStyle="dashed"
        borderRadius="md"
        data-testid="invitations-empty"
      >
        <EmptyState.Content>
          <EmptyState.Indicator>
            <UserPlus />
          </EmptyState.Indicator>
          <VStack textAlign="center" gap="1">
            <EmptyState.Title>No pending invitations</EmptyState.Title>
            <EmptyState.Description>
              Invite the people who sell and manage with you; each gets an email to set a password.
            </EmptyState.Description>
          </VStack>
          <Button size="sm" colorPalette="blue" variant="outline" onClick={onInvite}>
            Invite a teammate
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <PlainTableScrollArea borderWidth="1px" borderRadius="md">
      <PlainTable size="sm" aria-label="Pending invitations">
        <PlainThead>
          <PlainTr>
            <PlainTh>Email</PlainTh>
            <PlainTh>Role</PlainTh>
            <PlainTh>Expires</PlainTh>
            <PlainTh textAlign="end">Actions</PlainTh>
          </PlainTr>
        </PlainThead>
        <PlainTbody>
          {list.data.map((inv) => (
            <PlainTr key={inv.id} data-testid="invitation-row">
              <PlainTd>{inv.email}</PlainTd>
              <PlainTd>{ROLE_LABEL[inv.role] ?? inv.role}</PlainTd>
              <PlainTd>
                {inv.status === 'expired' ? (
                  <Badge colorPalette="orange">Expired</Badge>
                ) : (
                  dateFmt.format(new Date(inv.expiresAt))
                )}
              </PlainTd>
              <PlainTd textAlign="end">
                <HStack justify="flex-end" gap="2">
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => resend.mutate(inv.id)}
                    loading={resend.isPending && resend.variables === inv.id}
                  >
                    Resend
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    onClick={() => revoke.mutate(inv.id)}
                    loading={revoke.isPending && revoke.variables === inv.id}
                  >
                    Revoke
                  </Button>
                </HStack>
              </PlainTd>
            </PlainTr>
          ))}
        </PlainTbody>
      </PlainTable>
    </PlainTableScrollArea>
  );
}

/** Settings › Team invitations: owners and managers invite, resend and revoke (the API enforces it). */
export function InvitationsPanel() {
  const emailRef = useRef<HTMLInputElement | null>(null);
  return (
    <Card.Root data-testid="invitations-panel">
      <Card.Header>
        <Heading as="h2" size="md">
          Invite teammates
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          They get an email with a link to set their password. Invitations work for 7 days.
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="6">
          <InviteForm emailRef={emailRef} />
          <Stack gap="3">
            <Heading as="h3" size="sm">
              Pending invitations
            </Heading>
            <PendingInvitations onInvite={() => emailRef.current?.focus()} />
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** Shows the panel only to owners and managers of a dealership (from the live session). */
export function InvitationsSection() {
  const session = useQuery(authQueries.session());
  const role = session.data?.dealership?.role;
  if (role !== 'owner' && role !== 'manager') return null;
  return <InvitationsPanel />;
}
