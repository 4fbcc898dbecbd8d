import { Badge, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One part of the Settings screen: a card with its heading (a landmark of its own) and a line on what it does. */
export function SettingsSection({
  id,
  title,
  description,
  badge,
  children,
  testId,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  /** Who may change it, when that is not everyone who sees it ("Owner and managers"). */
  badge?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card.Root as="section" aria-labelledby={id} data-testid={testId}>
      <Card.Body>
        <Stack gap="5">
          <Stack gap="1">
            <HStack gap="2" wrap="wrap">
              <Heading as="h2" id={id} size="md">
                {title}
              </Heading>
              {badge && <Badge variant="subtle">{badge}</Badge>}
            </HStack>
            {description && (
              <Text color="fg.muted" fontSize="sm">
                {description}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** A part of Settings that could not load, with a retry: the shared error block. */
export { ErrorBlock as SectionError } from '../../../components/feedback/error-block';
