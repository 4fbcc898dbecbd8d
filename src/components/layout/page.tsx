import { Box, Container, EmptyState, Heading, Stack, Text, VStack } from '@chakra-ui/react';
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ScreenEntry } from '../../../registry/routes';

/** The page heading text for a registry entry: its title without the product suffix. */
export const headingOf = (entry: Pick<ScreenEntry, 'title'>): string => entry.title.replace(/ — Lotline$/, '');

export function PublicPage({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <Container maxW="6xl" py={{ base: '10', md: '16' }} px={{ base: '4', md: '6' }}>
      <Stack gap="3" mb="10" maxW="3xl">
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} letterSpacing="tight">
          {title}
        </Heading>
        {lead && (
          <Text fontSize="lg" color="fg.muted">
            {lead}
          </Text>
        )}
      </Stack>
      {children}
    </Container>
  );
}

export function DashboardPage({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Stack gap="6" maxW="7xl" mx="auto">
      <Box display="flex" gap="4" alignItems={{ md: 'flex-end' }} flexDirection={{ base: 'column', md: 'row' }}>
        <Stack gap="1" flex="1">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {description && <Text color="fg.muted">{description}</Text>}
        </Stack>
        {actions}
      </Box>
      {children}
    </Stack>
  );
}

export function EmptyPanel({
  title,
  description,
  icon,
  children,
}: {
  title: string;
  description: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="xl" data-testid="empty-state">
      <EmptyState.Content>
        <EmptyState.Indicator>{icon ?? <Inbox />}</EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          <EmptyState.Description maxW="md">{description}</EmptyState.Description>
        </VStack>
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
