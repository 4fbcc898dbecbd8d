import { Button } from '@chakra-ui/react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { routeById } from '../../registry/routes';
import { ComingSoonScreen } from '../components/layout/coming-soon';
import { DashboardPage, headingOf } from '../components/layout/page';
import { ErrorFallback } from '../components/errors/error-fallback';

export function DealersScreen() {
  return <ComingSoonScreen route={routeById['dealers']} />;
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
