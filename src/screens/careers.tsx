import { Accordion, Badge, Button, Heading, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { routeById } from '../../registry/routes';
import { EmptyPanel, PublicPage, headingOf } from '../components/layout/page';
import { COMPANY } from '../content/company';
import { Prose } from '../features/marketing/components/prose';
import { ErrorBlock, LoadingBlock } from '../features/marketing/components/query-state';
import { marketingQueries } from '../features/marketing/queries';

export function CareersScreen() {
  const route = routeById['careers'];
  const list = useQuery(marketingQueries.contentList('careers'));
  return (
    <PublicPage
      title={headingOf(route)}
      lead="We are a small team building software that car dealers rely on every day. We work remotely across US time zones, write things down, and spend time with the people who use what we build."
    >
      <Stack gap="6">
        <Heading as="h2" size="2xl">
          Open roles
        </Heading>
        {list.isPending ? (
          <LoadingBlock />
        ) : list.isError ? (
          <ErrorBlock onRetry={() => void list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <EmptyPanel
            title="No open roles right now"
            description={`We still like to hear from people who care about dealers: write to ${COMPANY.emails.careers}.`}
          />
        ) : (
          <Accordion.Root collapsible multiple variant="enclosed">
            {list.data.items.map((role) => (
              <Accordion.Item key={role.slug} value={role.slug} id={role.slug}>
                <Accordion.ItemTrigger py="4">
                  <Stack flex="1" gap="1" textAlign="start">
                    <Heading as="h3" size="md">
                      {role.title}
                    </Heading>
                    <HStack gap="2" wrap="wrap">
                      {role.facts.map((f) => (
                        <Badge key={f.label} variant="subtle" colorPalette={f.label === 'Team' ? 'blue' : 'gray'}>
                          <VisuallyHidden>{f.label}: </VisuallyHidden>
                          {f.value}
                        </Badge>
                      ))}
                    </HStack>
                    <Text color="fg.muted" fontWeight="normal">
                      {role.summary}
                    </Text>
                  </Stack>
                  <Accordion.ItemIndicator />
                </Accordion.ItemTrigger>
                <Accordion.ItemContent>
                  <Accordion.ItemBody>
                    <Stack gap="4">
                      <Prose html={role.html} />
                      <Button asChild colorPalette="blue" alignSelf="start">
                        <a href={`mailto:${COMPANY.emails.careers}?subject=${encodeURIComponent(role.title)}`}>
                          Apply for {role.title}
                        </a>
                      </Button>
                    </Stack>
                  </Accordion.ItemBody>
                </Accordion.ItemContent>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        )}
        <Stack gap="2" p="6" borderRadius="xl" bg="bg.subtle">
          <Heading as="h2" size="md">
            Don’t see your role?
          </Heading>
          <Text color="fg.muted">
            Write to{' '}
            <a href={`mailto:${COMPANY.emails.careers}`} style={{ textDecoration: 'underline' }}>
              {COMPANY.emails.careers}
            </a>{' '}
            and tell us how you would help dealers sell more cars.
          </Text>
        </Stack>
      </Stack>
    </PublicPage>
  );
}
