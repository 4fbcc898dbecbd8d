import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Download } from 'lucide-react';
import { routeById } from '../../registry/routes';
import { DashboardPage, headingOf } from '../components/layout/page';
import { ErrorBlock, LoadingBlock } from '../features/marketing/components/query-state';
import { reportsApi } from '../features/reports/api';
import { RangeForm, ReportSections, Summary } from '../features/reports/components/report-sections';
import { rangeLabel } from '../features/reports/format';
import { reportQueries } from '../features/reports/queries';

const routeApi = getRouteApi('/dashboard/reports');

/**
 * How the dealership is doing (issue 11 › Reports): a date range against the period before it —
 * units, revenue, front gross (owners and managers), days to sell — then sales by day, inventory
 * aging, the lead funnel and first-response times, each with its table and a CSV.
 */
export function ReportsScreen() {
  const route = routeById['reports'];
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const range = { from: search.from || undefined, to: search.to || undefined };
  const reports = useQuery(reportQueries.get(range));
  const data = reports.data;

  return (
    <DashboardPage
      title={headingOf(route)}
      description={route.description}
      actions={
        data && (
          <Button asChild size="sm" variant="outline">
            <Link href={reportsApi.exportUrl('summary', range)} download aria-label="Download the summary as CSV">
              <Download aria-hidden /> Summary CSV
            </Link>
          </Button>
        )
      }
    >
      {reports.isPending ? (
        <LoadingBlock lines={5} label="Loading reports…" />
      ) : reports.isError ? (
        <ErrorBlock title="We could not load your reports." onRetry={() => void reports.refetch()} />
      ) : (
        <Stack gap="6" aria-busy={reports.isFetching} data-testid="reports">
          <RangeForm
            key={`${data!.range.from}:${data!.range.to}`}
            range={data!.range}
            onChange={(next) => void navigate({ search: { from: next.from ?? '', to: next.to ?? '' } })}
          />
          <HStack justify="space-between" wrap="wrap">
            <Text fontWeight="semibold" data-testid="report-range">
              {rangeLabel(data!.range)}
            </Text>
            <Text color="fg.muted" fontSize="sm">
              Compared with {rangeLabel(data!.previous)}
            </Text>
          </HStack>
          <Summary reports={data!} />
          <ReportSections reports={data!} range={range} />
        </Stack>
      )}
    </DashboardPage>
  );
}
