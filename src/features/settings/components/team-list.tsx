import { Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PlainNativeSelect } from '../../../components/ui/plain-input';
import { PlainAvatar } from '../../../components/ui/plain-avatar';
import { toaster } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-error';
import type { DealerRole } from '../../../shared/constants';
import type { TeamMember } from '../../../shared/schemas/settings';
import { useUpdateMember } from '../mutations';
import { dateTimeFormat } from '../../../shared/render-moment';

export const ROLE_LABEL: Record<DealerRole, string> = { owner: 'Owner', manager: 'Manager', sales: 'Sales' };

const dateFmt = dateTimeFormat('en-US', { dateStyle: 'medium' });
const formatDate = (iso: string) => dateFmt.format(new Date(iso));

const messageOf = (error: unknown, field: 'role' | 'active') =>
  error instanceof ApiError ? (error.fields[field] ?? error.message) : 'The change was not saved. Try again.';

function MemberRow({ member }: { member: TeamMember }) {
  const update = useUpdateMember();
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const active = !member.deactivatedAt;
  const selectId = `role-${member.memberId}`;
  const errorId = `member-error-${member.memberId}`;

  const change = async (input: { role: DealerRole } | { active: boolean }, field: 'role' | 'active') => {
    setError(null);
    try {
      await update.mutateAsync({ memberId: member.memberId, input });
    } catch (e) {
      setError(messageOf(e, field));
      return false;
    }
    toaster.create({
      type: 'success',
      title:
        'role' in input
          ? `${member.name} is now ${ROLE_LABEL[input.role].toLowerCase()}`
          : input.active
            ? `${member.name} is active again`
            : `${member.name} is deactivated`,
    });
    return true;
  };

  return (
    <Flex
      as="li"
      gap="4"
      py="3"
      align={{ base: 'stretch', md: 'center' }}
      direction={{ base: 'column', md: 'row' }}
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      data-testid="team-member"
    >
      <HStack gap="3" flex="1" minW="0">
        {/* Drawn as Chakra's Avatar, without its state machine (issue 14). */}
        <PlainAvatar size="sm" name={member.name} image={member.image} />
        <Box minW="0" flex="1">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="medium">{member.name}</Text>
            {member.isYou && <Badge variant="outline">You</Badge>}
            <Badge colorPalette={active ? 'green' : 'gray'} variant="subtle">
              {active ? 'Active' : 'Deactivated'}
            </Badge>
          </HStack>
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {member.email}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Joined {formatDate(member.joinedAt)}
            {member.deactivatedAt && ` · deactivated ${formatDate(member.deactivatedAt)}`}
          </Text>
        </Box>
      </HStack>
      <Stack gap="1" minW={{ md: '64' }} w={{ base: 'full', md: 'auto' }}>
        <HStack gap="2">
          {member.assignableRoles.length > 0 ? (
            <PlainNativeSelect
              size="sm"
              root={{ w: '36' }}
              disabled={update.isPending}
              id={selectId}
              aria-label={`Role of ${member.name}`}
              aria-describedby={error ? errorId : undefined}
              aria-invalid={error ? true : undefined}
              value={member.role}
              onChange={(e) => void change({ role: e.target.value as DealerRole }, 'role')}
            >
              {member.assignableRoles.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABEL[role]}
                </option>
              ))}
            </PlainNativeSelect>
          ) : (
            <Text fontSize="sm" w="36" data-testid="member-role">
              {ROLE_LABEL[member.role]}
            </Text>
          )}
          {member.canDeactivate && (
            <Button
              size="sm"
              variant="outline"
              colorPalette={active ? 'red' : 'gray'}
              loading={update.isPending && update.variables?.input.active !== undefined}
              onClick={() => (active ? setConfirming(true) : void change({ active: true }, 'active'))}
            >
              {active ? 'Deactivate' : 'Reactivate'}
            </Button>
          )}
        </HStack>
        {error ? (
          <Text id={errorId} fontSize="sm" color="fg.error" role="alert">
            {error}
          </Text>
        ) : (
          member.assignableRoles.length === 0 &&
          !member.canDeactivate &&
          member.lockedReason && (
            <Text fontSize="sm" color="fg.muted">
              {member.lockedReason}
            </Text>
          )
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={`Deactivate ${member.name}?`}
        confirmLabel="Deactivate"
        destructive
        busy={update.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void change({ active: false }, 'active').then(() => setConfirming(false))}
      >
        They are signed out of the dealership at once and free their seat. Their leads, deals and messages stay;
        reactivate them any time.
      </ConfirmDialog>
    </Flex>
  );
}

/** Settings › Team: every member with their role and state, and what the viewer may change for each. */
export function TeamList({ members }: { members: readonly TeamMember[] }) {
  return (
    <Stack as="ul" gap="0" listStyleType="none" aria-label="Team members">
      {members.map((m) => (
        <MemberRow key={m.memberId} member={m} />
      ))}
    </Stack>
  );
}
