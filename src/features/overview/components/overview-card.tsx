import { Badge, Box, Card, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * A card of the home: a heading, what it counts, and one link into the area behind it ("See all
 * leads"), so every figure on the home leads to the list it summarises.
 */
export function OverviewCard({
  title,
  link,
  linkLabel,
  children,
  testId,
}: {
  title: string;
  link: LinkProps;
  linkLabel: string;
  children: ReactNode;
  testId: string;
}) {
  const headingId = `${testId}-heading`;
  return (
    <Card.Root as="section" aria-labelledby={headingId} data-testid={testId} size="sm" variant="outline">
      <Card.Header>
        <HStack justify="space-between" align="baseline" gap="3" wrap="wrap">
          <Heading as="h2" size="md" id={headingId}>
            {title}
          </Heading>
          <ChakraLink asChild fontSize="sm" colorPalette="blue" color="colorPalette.fg">
            <Link {...link}>{linkLabel}</Link>
          </ChakraLink>
        </HStack>
      </Card.Header>
      <Card.Body gap="3">{children}</Card.Body>
    </Card.Root>
  );
}

/**
 * A count that opens its filtered list: the whole tile is the link, so it is one tab stop and a
 * large target on a phone. `tone` marks counts that need attention now.
 */
export function CountTile({
  label,
  value,
  hint,
  link,
  tone = 'neutral',
  testId,
}: {
  label: string;
  value: number;
  hint?: string | undefined;
  link: LinkProps;
  tone?: 'neutral' | 'warning' | 'danger';
  testId: string;
}) {
  const palette = tone === 'danger' ? 'red' : tone === 'warning' ? 'orange' : 'gray';
  return (
    <Link {...link} data-testid={testId} aria-label={`${label}: ${value}${hint ? `, ${hint}` : ''}`}>
      <Box
        borderWidth="1px"
        borderRadius="l3"
        p="4"
        h="full"
        bg="bg.panel"
        _hover={{ borderColor: 'border.emphasized', bg: 'bg.subtle' }}
        transition="background 0.15s"
      >
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">
            {label}
          </Text>
          <HStack gap="2" align="baseline">
            <Text fontSize="3xl" fontWeight="semibold" lineHeight="1">
              {value.toLocaleString('en-US')}
            </Text>
            {value > 0 && tone !== 'neutral' && (
              <Badge colorPalette={palette} variant="subtle">
                {tone === 'danger' ? 'Act now' : 'Needs attention'}
              </Badge>
            )}
          </HStack>
          {hint && (
            <Text fontSize="sm" color="fg.muted">
              {hint}
            </Text>
          )}
        </Stack>
      </Box>
    </Link>
  );
}
