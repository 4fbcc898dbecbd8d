import { Button, Card, Heading, HStack, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { FormField } from '../../../components/ui/form-field';
import { PlainInput, PlainInputGroup, PlainNativeSelect } from '../../../components/ui/plain-input';
import { FORM_ERROR, plainFormErrors, showServerError } from '../../../components/ui/show-server-error';
import { toaster } from '../../../components/ui/toaster';
import { usePlainForm } from '../../../lib/form-state';
import { useViewer } from '../../../lib/session';
import { LEAD_ROUTING_LABELS, LEAD_ROUTING_MODES } from '../../../shared/respond';
import type { LeadSettings } from '../../../shared/schemas/leads';
import { checkLeadSettings, preloadLeadSettingsSchemas, type LeadSettingsValues } from './form-checks';
import { useUpdateLeadSettings } from '../mutations';
import { leadQueries } from '../queries';

type SettingsValues = LeadSettingsValues;
const FIELDS = ['routing', 'overdueMinutes', 'criticalMinutes'] as const;

function SettingsForm({ settings }: { settings: LeadSettings }) {
  const update = useUpdateLeadSettings();
  const toValues = (s: LeadSettings): SettingsValues => ({
    routing: s.routing,
    overdueMinutes: String(s.overdueMinutes),
    criticalMinutes: String(s.criticalMinutes),
  });
  // Checked as react-hook-form's default had it: nothing until the first submit, then every change.
  const form = usePlainForm({ initialValues: toValues(settings), validate: checkLeadSettings, mode: 'onSubmit' });
  const { register, handleSubmit, reset } = form;

  const onSubmit = handleSubmit(async (input) => {
    try {
      reset(toValues(await update.mutateAsync(input)));
    } catch (error) {
      // Field errors under their fields; anything else in the form's alert (and a toast).
      showServerError(plainFormErrors(form), error, FIELDS);
      return;
    }
    toaster.create({ type: 'success', title: 'Lead settings saved' });
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Lead settings"
      data-testid="lead-settings-form"
      onPointerEnter={preloadLeadSettingsSchemas}
      onFocus={preloadLeadSettingsSchemas}
    >
      <Stack gap="6">
        <FormErrorAlert title="The lead settings were not saved" message={form.error(FORM_ERROR)} />
        <FormField
          label="New leads"
          error={form.error('routing')}
          helperText="Round robin hands each new lead to the next salesperson in turn; left unassigned, anyone may take it."
        >
          <PlainNativeSelect {...register('routing')}>
            {LEAD_ROUTING_MODES.map((m) => (
              <option key={m} value={m}>
                {LEAD_ROUTING_LABELS[m]}
              </option>
            ))}
          </PlainNativeSelect>
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField
            label="Overdue after"
            error={form.error('overdueMinutes')}
            helperText="Without a first reply, a lead is flagged overdue and its assignee is told."
          >
            <PlainInputGroup endElement="min">
              <PlainInput {...register('overdueMinutes')} inputMode="numeric" autoComplete="off" />
            </PlainInputGroup>
          </FormField>
          <FormField
            label="Critical after"
            error={form.error('criticalMinutes')}
            helperText="Later than overdue: the flag turns red in every list."
          >
            <PlainInputGroup endElement="min">
              <PlainInput {...register('criticalMinutes')} inputMode="numeric" autoComplete="off" />
            </PlainInputGroup>
          </FormField>
        </SimpleGrid>
        <HStack>
          <Button type="submit" colorPalette="blue" loading={form.isSubmitting}>
            Save lead settings
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** Settings › Leads: how new leads are assigned and when an unanswered one is overdue or critical. */
export function LeadSettingsPanel() {
  const settings = useQuery(leadQueries.settings());
  return (
    <Card.Root data-testid="lead-settings">
      <Card.Header>
        <Heading as="h2" size="md">
          Leads
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Who receives new leads, and how long a lead may wait for its first reply.
        </Text>
      </Card.Header>
      <Card.Body>
        {settings.isPending ? (
          <Stack gap="4" aria-busy="true" data-testid="lead-settings-loading">
            <VisuallyHidden>Loading the lead settings…</VisuallyHidden>
            <Skeleton h="16" />
            <Skeleton h="16" />
          </Stack>
        ) : settings.isError ? (
          <HStack>
            <Text color="fg.error">Could not load the lead settings.</Text>
            <Button size="sm" variant="outline" onClick={() => void settings.refetch()}>
              Try again
            </Button>
          </HStack>
        ) : (
          <SettingsForm settings={settings.data} />
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** Shown to owners and managers of a dealership (the API lets only them change it). */
export function LeadSettingsSection() {
  const roles = useViewer()?.roles ?? [];
  if (!roles.includes('owner') && !roles.includes('manager')) return null;
  return <LeadSettingsPanel />;
}
