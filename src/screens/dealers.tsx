import { Button } from '@chakra-ui/react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { routeById } from '../../registry/routes';
import { DashboardPage, EmptyPanel, headingOf } from '../components/layout/page';
import { ErrorFallback } from '../components/errors/error-fallback';

export function DealersScreen() {
  const route = routeById['dealers'];
  return (
    <DashboardPage title={headingOf(route)} description={route.description}>
      <EmptyPanel
        title="No dealerships yet"
        description="The directory of dealerships on Lotline, with location and live inventory."
      />
    </DashboardPage>
  );
}

/** The dealers directory has its own error screen (the spec's one exception to the root screen). */
export function DealersErrorScreen({ error, reset }: ErrorComponentProps) {
  return (
    <DashboardPage title={headingOf(routeById.dealers)}>
      <ErrorFallback error={error} />
      <Button alignSelf="start" onClick={reset}>
        Try Again
      </Button>
    </DashboardPage>
  );
}
