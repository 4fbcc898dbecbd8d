import { Badge, EmptyState, VStack } from '@chakra-ui/react';
import { Hammer } from 'lucide-react';
import type { ScreenEntry } from '../../../registry/routes';
import { DashboardPage, headingOf } from './page';

/**
 * What a screen that is not built yet shows: plainly "Coming soon" and what it will do (the
 * registry's `comingSoon`), never an empty state that looks like a finished screen with no data.
 */
export function ComingSoonPanel({ summary }: { summary: string }) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="xl" data-testid="coming-soon">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <Hammer />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="3">
          <Badge colorPalette="orange" variant="subtle" size="lg">
            Coming soon
          </Badge>
          <EmptyState.Title>This part of Lotline is being built</EmptyState.Title>
          <EmptyState.Description maxW="lg">{summary}</EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** A whole dashboard screen that is not built yet, from its registry entry. */
export function ComingSoonScreen({ route }: { route: Pick<ScreenEntry, 'title' | 'description' | 'comingSoon'> }) {
  return (
    <DashboardPage title={headingOf(route)} description={route.description}>
      <ComingSoonPanel summary={route.comingSoon ?? route.description} />
    </DashboardPage>
  );
}
