/** The customer's leads, newest first: status, vehicle, source and assignee, each opening the lead. */
import { Badge, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { vehicleName } from '../../../shared/format';
import { LEAD_SOURCE_LABELS, LEAD_STATUS_LABELS, isClosedLead, type LeadStatus } from '../../../shared/respond';
import type { Customer } from '../../../shared/schemas/customers';
import { formatDate } from '../format';

const STATUS_PALETTE: Readonly<Record<LeadStatus, string>> = {
  new: 'blue',
  contacted: 'cyan',
  appointment: 'purple',
  negotiating: 'orange',
  converted: 'green',
  lost: 'gray',
  junk: 'gray',
};

export function CustomerLeads({ leads }: { leads: Customer['leads'] }) {
  return (
    <Card.Root variant="outline">
      <Card.Header pb="0">
        <Heading as="h2" size="md">
          Leads{' '}
          <Text as="span" color="fg.muted" fontWeight="normal">
            {leads.length}
          </Text>
        </Heading>
      </Card.Header>
      <Card.Body>
        {leads.length === 0 ? (
          <Text color="fg.muted">No leads yet. A message from this customer, or a lead added by hand, shows here.</Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" data-testid="customer-leads">
            {leads.map((lead) => (
              <HStack as="li" key={lead.id} justify="space-between" align="flex-start" gap="3">
                <Stack gap="0.5" minW="0">
                  <Link to="/dashboard/leads/$id" params={{ id: lead.id }}>
                    <Text as="span" fontWeight="medium" _hover={{ textDecoration: 'underline' }}>
                      {lead.vehicle ? vehicleName(lead.vehicle) : 'No vehicle'}
                    </Text>
                  </Link>
                  <Text fontSize="sm" color="fg.muted">
                    {LEAD_SOURCE_LABELS[lead.source]} · {formatDate(lead.createdAt)} ·{' '}
                    {lead.assignee ? lead.assignee.name : 'Unassigned'}
                  </Text>
                </Stack>
                <Badge
                  colorPalette={STATUS_PALETTE[lead.status]}
                  variant={isClosedLead(lead.status) ? 'outline' : 'subtle'}
                >
                  {LEAD_STATUS_LABELS[lead.status]}
                </Badge>
              </HStack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
