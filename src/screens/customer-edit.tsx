import { Alert, Box, Button, Grid, Heading, HStack, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ArrowLeft, GitMerge } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { NotFound } from '../components/errors/not-found';
import { CustomerForm } from '../features/customers/edit/customer-form';
import { CustomerLeads } from '../features/customers/edit/customer-leads';
import { CustomerTimeline } from '../features/customers/edit/customer-timeline';
import { formatDate, useCanManageCustomers } from '../features/customers/format';
import { customerQueries } from '../features/customers/queries';
import { ApiError } from '../lib/api-error';
import { lazyOnIntent } from '../lib/lazy-on-intent';
import { usePageTitle } from '../lib/page-title';

const routeApi = getRouteApi('/dashboard/customers/$id/edit');

// Merging is rare: the dialog (Chakra's dialog and radio group, their focus trap) loads when a
// pointer rests on, or focus reaches, Merge with…, not with the page (issue 14).
const { Component: MergeDialog, preload: preloadMergeDialog } = lazyOnIntent(() =>
  import('../features/customers/edit/merge-dialog').then((m) => m.MergeDialog),
);

/** The API answers 404 for an unknown id and for another dealership's customer alike. */
const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

export function CustomerEditScreen() {
  const { id } = routeApi.useParams();
  const customer = useQuery(customerQueries.detail(id));
  const assignees = useQuery(customerQueries.assignees());
  // The tags in use, for suggestions: the list's default view answers them (and is often cached).
  const tags = useQuery({ ...customerQueries.list({}), enabled: customer.isSuccess });
  const canManage = useCanManageCustomers();
  const [merging, setMerging] = useState(false);
  // Mounted from the first open on and kept, so it animates closed and opens again at once.
  const [mergeOpened, setMergeOpened] = useState(false);
  const mergeButton = useRef<HTMLButtonElement>(null);
  if (merging && !mergeOpened) setMergeOpened(true);
  usePageTitle(
    customer.data ? `${customer.data.name} — Lotline` : isMissing(customer.error) ? 'Not Found — Lotline' : null,
  );

  if (customer.isPending)
    return (
      <Stack gap="6" maxW="7xl" mx="auto" aria-busy="true" data-testid="loading">
        <VisuallyHidden aria-live="polite">Loading the customer…</VisuallyHidden>
        <Skeleton h="4" w="32" />
        <Skeleton h="9" w={{ base: 'full', md: 'sm' }} />
        <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="6">
          <Skeleton h="96" borderRadius="lg" />
          <Skeleton h="64" borderRadius="lg" />
        </Grid>
      </Stack>
    );
  if (customer.isError) {
    if (isMissing(customer.error)) return <NotFound home="/dashboard" />;
    return (
      <Stack maxW="7xl" mx="auto">
        <Alert.Root status="error" borderRadius="lg" data-testid="error-state">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>We could not load this customer.</Alert.Title>
            <Alert.Description>
              {customer.error instanceof ApiError ? customer.error.message : 'Check your connection and try again.'}
            </Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void customer.refetch()} alignSelf="center">
            Try again
          </Button>
        </Alert.Root>
      </Stack>
    );
  }

  const c = customer.data;
  return (
    <Stack gap="6" maxW="7xl" mx="auto">
      <Box>
        <Link to="/dashboard/customers">
          <HStack as="span" gap="1" fontSize="sm" color="fg.muted" _hover={{ color: 'fg' }}>
            <ArrowLeft size={14} /> Customers
          </HStack>
        </Link>
      </Box>
      <HStack justify="space-between" align={{ base: 'flex-start', md: 'flex-end' }} gap="4" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {c.name}
          </Heading>
          <Text color="fg.muted">
            Customer since {formatDate(c.createdAt)} · {c.leadCount === 1 ? '1 lead' : `${c.leadCount} leads`}
            {c.shopperUserId ? ' · Has a marketplace account' : ''}
          </Text>
        </Stack>
        {canManage && (
          <Button
            ref={mergeButton}
            variant="outline"
            onClick={() => setMerging(true)}
            onPointerEnter={preloadMergeDialog}
            onFocus={preloadMergeDialog}
          >
            <GitMerge /> Merge with…
          </Button>
        )}
      </HStack>
      {canManage && mergeOpened && (
        <Suspense fallback={null}>
          <MergeDialog customer={c} open={merging} onOpenChange={setMerging} finalFocusEl={() => mergeButton.current} />
        </Suspense>
      )}
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
        <CustomerForm customer={c} members={assignees.data ?? []} tags={tags.data?.tags ?? []} />
        <Stack gap="6">
          <CustomerLeads leads={c.leads} />
          <CustomerTimeline customerId={c.id} />
        </Stack>
      </Grid>
    </Stack>
  );
}
