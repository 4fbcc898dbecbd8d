import { Badge, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { ExternalLink, Receipt } from 'lucide-react';
import { EmptyPanel } from '../../components/layout/page';
import { formatUsd } from '../../shared/plans';
import type { Invoice } from '../../shared/schemas/billing';
import { invoicePrintUrl } from './api';
import { formatDay, formatPeriod, INTERVAL_LABELS, INVOICE_STATUS_LABELS, planName } from './format';

const STATUS_PALETTE: Record<Invoice['status'], 'green' | 'orange' | 'gray'> = {
  paid: 'green',
  open: 'orange',
  void: 'gray',
};

/** The dealership's invoices, newest first as the API answers; each opens as a printable page. */
export function InvoicesTable({ invoices }: { invoices: readonly Invoice[] }) {
  return (
    <Stack as="section" aria-labelledby="invoices-heading" gap="4">
      <Heading as="h2" size="lg" id="invoices-heading">
        Invoices
      </Heading>
      {invoices.length === 0 ? (
        <EmptyPanel
          icon={<Receipt />}
          title="No invoices yet"
          description="Each payment for a plan leaves an invoice here, ready to print or save as PDF."
        />
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="xl">
          <Table.Root size="md" data-testid="invoices-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Invoice</Table.ColumnHeader>
                <Table.ColumnHeader>Period</Table.ColumnHeader>
                <Table.ColumnHeader>Plan</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Text srOnly>Printable invoice</Text>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {invoices.map((invoice) => (
                <Table.Row key={invoice.id}>
                  <Table.Cell whiteSpace="nowrap">
                    <Text fontWeight="medium">{invoice.number}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      Issued {formatDay(invoice.issuedAt)}
                    </Text>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatPeriod(invoice)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    {`${planName(invoice.planId)} · ${INTERVAL_LABELS[invoice.interval]}`}
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {formatUsd(invoice.amountCents)}
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={STATUS_PALETTE[invoice.status]} variant="subtle">
                      {INVOICE_STATUS_LABELS[invoice.status]}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <Link
                      href={invoicePrintUrl(invoice.id)}
                      target="_blank"
                      rel="noopener"
                      color="blue.fg"
                      aria-label={`View invoice ${invoice.number} (opens in a new tab)`}
                    >
                      View <ExternalLink size="14" aria-hidden />
                    </Link>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
