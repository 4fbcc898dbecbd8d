import { Button, Card, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { chakra } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Mail, Phone } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { toaster } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-error';
import { formatDollars } from '../../../shared/format';
import { DEFAULT_CRITICAL_MINUTES, DEFAULT_OVERDUE_MINUTES } from '../../../shared/respond';
import type { Lead, LeadSettings } from '../../../shared/schemas/leads';
import { formatDateTime, vehicleTitle } from '../format';
import { ResponseTimer } from '../list/lead-badges';
import { useAssignLead, useSetFollowUp } from '../mutations';
import { leadQueries } from '../queries';
import { loadLeadSchemas, preloadLeadSchemas, SCHEMAS_UNAVAILABLE } from './lead-schemas';

const errorText = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

export function SideCard({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card.Root size="sm" data-testid={testId}>
      <Card.Header>
        <Heading as="h2" size="sm">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/**
 * Who works the lead. Owners and managers hand it to anyone of the dealership; sales take an
 * unassigned lead for themselves or let their own go (the API refuses anything else).
 */
export function AssigneeCard({ lead, viewerId, isSales }: { lead: Lead; viewerId: string; isSales: boolean }) {
  const assignees = useQuery(leadQueries.assignees());
  const assign = useAssignLead(lead.id);
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const members = assignees.data ?? [];
  const options = isSales ? members.filter((m) => m.id === viewerId || m.id === lead.assignee?.id) : members;
  const current = lead.assignee?.id ?? '';
  const listed = current === '' || options.some((o) => o.id === current);
  return (
    <SideCard title="Assignee" testId="assignee-card">
      {lead.canEdit ? (
        <Stack gap="2">
          <chakra.label htmlFor={id} fontSize="sm" color="fg.muted">
            Assigned to
          </chakra.label>
          <NativeSelect.Root size="sm" disabled={assign.isPending}>
            <NativeSelect.Field
              id={id}
              value={current}
              aria-invalid={error ? true : undefined}
              onChange={(e) => {
                setError(null);
                const to = e.target.value || null;
                assign.mutate(to, {
                  onSuccess: (saved) =>
                    toaster.create({
                      type: 'success',
                      title: saved.assignee ? `Assigned to ${saved.assignee.name}` : 'Unassigned',
                    }),
                  onError: (err) => setError(errorText(err, 'Could not change the assignee.')),
                });
              }}
            >
              <option value="">Unassigned</option>
              {!listed && lead.assignee && <option value={lead.assignee.id}>{lead.assignee.name}</option>}
              {options.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.id === viewerId ? `${m.name} (you)` : m.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {error && (
            <Text fontSize="sm" color="fg.error" role="alert">
              {error}
            </Text>
          )}
          {!lead.assignee && isSales && (
            <Button
              size="xs"
              variant="outline"
              alignSelf="flex-start"
              loading={assign.isPending}
              onClick={() =>
                assign.mutate(viewerId, {
                  onSuccess: () => toaster.create({ type: 'success', title: 'The lead is yours' }),
                  onError: (err) => setError(errorText(err, 'Could not take the lead.')),
                })
              }
            >
              Take this lead
            </Button>
          )}
        </Stack>
      ) : (
        <Text>{lead.assignee?.name ?? 'Unassigned'}</Text>
      )}
    </SideCard>
  );
}

/** An ISO instant as the value of a datetime-local input, in the person's own zone. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

export function FollowUpCard({ lead }: { lead: Lead }) {
  const save = useSetFollowUp(lead.id);
  const id = useId();
  const [value, setValue] = useState(() => toLocalInput(lead.nextFollowUpAt));
  const [error, setError] = useState<string | null>(null);
  const submit = (at: string | null) =>
    void loadLeadSchemas().then(
      ({ FollowUpSchema }) => {
        const parsed = FollowUpSchema.safeParse({ nextFollowUpAt: at });
        if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Enter a date and time');
        setError(null);
        save.mutate(parsed.data.nextFollowUpAt, {
          onSuccess: (saved) => {
            setValue(toLocalInput(saved.nextFollowUpAt));
            toaster.create({
              type: 'success',
              title: saved.nextFollowUpAt
                ? `Follow-up set for ${formatDateTime(saved.nextFollowUpAt)}`
                : 'Follow-up cleared',
            });
          },
          onError: (err) => setError(errorText(err, 'Could not save the follow-up.')),
        });
      },
      () => setError(SCHEMAS_UNAVAILABLE),
    );
  return (
    <SideCard title="Next follow-up" testId="follow-up-card">
      {lead.canEdit ? (
        <chakra.form
          display="flex"
          flexDirection="column"
          gap="2"
          aria-label="Next follow-up"
          noValidate
          onPointerEnter={preloadLeadSchemas}
          onFocus={preloadLeadSchemas}
          onSubmit={(e) => {
            e.preventDefault();
            submit(value ? new Date(value).toISOString() : null);
          }}
        >
          <chakra.label htmlFor={id} fontSize="sm" color="fg.muted">
            Date and time
          </chakra.label>
          <Input
            id={id}
            size="sm"
            type="datetime-local"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={error ? true : undefined}
          />
          {error && (
            <Text fontSize="sm" color="fg.error" role="alert">
              {error}
            </Text>
          )}
          <HStack gap="2">
            <Button type="submit" size="xs" colorPalette="blue" loading={save.isPending} disabled={!value}>
              Save
            </Button>
            {lead.nextFollowUpAt && (
              <Button size="xs" variant="ghost" onClick={() => submit(null)} disabled={save.isPending}>
                Clear
              </Button>
            )}
          </HStack>
        </chakra.form>
      ) : (
        <Text>{lead.nextFollowUpAt ? formatDateTime(lead.nextFollowUpAt) : 'None set'}</Text>
      )}
    </SideCard>
  );
}

export function ResponseCard({ lead, settings, now }: { lead: Lead; settings: LeadSettings | undefined; now: number }) {
  return (
    <SideCard title="Response time" testId="response-card">
      <Stack gap="1">
        <ResponseTimer
          lead={lead}
          settings={settings ?? { overdueMinutes: DEFAULT_OVERDUE_MINUTES, criticalMinutes: DEFAULT_CRITICAL_MINUTES }}
          now={now}
          size="md"
        />
        <Text fontSize="xs" color="fg.muted">
          {lead.firstResponseAt
            ? `First reply ${formatDateTime(lead.firstResponseAt)}`
            : settings
              ? `Overdue after ${settings.overdueMinutes} min, critical after ${settings.criticalMinutes} min without a reply.`
              : 'A reply in Messages or a connected call stops the timer.'}
        </Text>
      </Stack>
    </SideCard>
  );
}

export function CustomerCard({ lead }: { lead: Lead }) {
  const { customer } = lead;
  return (
    <SideCard title="Customer" testId="customer-card">
      <Stack gap="1">
        <Text fontWeight="medium">{customer.name}</Text>
        {customer.email && (
          <HStack gap="2" fontSize="sm">
            <Mail size={14} aria-hidden />
            <chakra.a href={`mailto:${customer.email}`} textDecoration="underline">
              {customer.email}
            </chakra.a>
          </HStack>
        )}
        {customer.phone && (
          <HStack gap="2" fontSize="sm">
            <Phone size={14} aria-hidden />
            <chakra.a href={`tel:${customer.phone}`} textDecoration="underline">
              {customer.phone}
            </chakra.a>
          </HStack>
        )}
        {!customer.email && !customer.phone && (
          <Text fontSize="sm" color="fg.muted">
            No email or phone on file.
          </Text>
        )}
      </Stack>
    </SideCard>
  );
}

export function VehicleCardPanel({ lead }: { lead: Lead }) {
  const v = lead.vehicle;
  return (
    <SideCard title="Vehicle" testId="vehicle-card">
      {v ? (
        <Stack gap="1">
          <Link to="/dashboard/inventory/$id" params={{ id: v.id }}>
            <Text as="span" fontWeight="medium" textDecoration="underline">
              {vehicleTitle(v)}
            </Text>
          </Link>
          <Text fontSize="sm" color="fg.muted">
            {v.stockNumber} · {v.priceCents !== null ? formatDollars(v.priceCents) : 'No price'} ·{' '}
            {v.listed ? 'Listed' : 'Not listed'}
          </Text>
        </Stack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          No vehicle: this lead is about the dealership in general.
        </Text>
      )}
    </SideCard>
  );
}
