import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One part of the Account screen: a card with its heading (a landmark of its own) and a line on what it does. */
export function AccountSection({
  id,
  title,
  description,
  children,
  tone,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  tone?: 'danger';
}) {
  return (
    <Card.Root as="section" aria-labelledby={id} borderColor={tone === 'danger' ? 'border.error' : undefined}>
      <Card.Body>
        <Stack gap="5">
          <Stack gap="1">
            <Heading as="h2" id={id} size="md">
              {title}
            </Heading>
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
