import { Accordion, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { routeById } from '../../registry/routes';
import { PublicPage, headingOf } from '../components/layout/page';
import { ContentSearch } from '../features/marketing/components/content-search';
import { Prose } from '../features/marketing/components/prose';

const routeApi = getRouteApi('/public/help-center');

export function HelpCenterScreen() {
  const route = routeById['help-center'];
  const { q, category } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const setSearch = (next: { q?: string; category?: string }) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });

  return (
    <PublicPage
      title={headingOf(route)}
      lead="Answers to the questions dealers and shoppers ask us most. Can’t find yours? We answer within one business day."
    >
      <Stack gap="6">
        <ContentSearch
          kind="help"
          q={q}
          category={category}
          onSearch={setSearch}
          searchLabel="Search the Help Center"
          placeholder="Search questions, e.g. trial, VIN, password"
          filterLabel="Help categories"
          empty={{
            title: 'No answers match',
            description: `Nothing matches “${q}”. Try other words or send us your question.`,
            action: (
              <Button asChild size="sm" colorPalette="blue">
                <Link to="/contact">Ask us</Link>
              </Button>
            ),
          }}
        >
          {(groups) =>
            groups.map(({ category: c, items }) => (
              <Stack as="section" key={c.id} aria-labelledby={`help-${c.id}`} gap="3">
                <Heading as="h2" id={`help-${c.id}`} size="xl">
                  {c.label}
                </Heading>
                <Accordion.Root
                  collapsible
                  multiple
                  variant="enclosed"
                  defaultValue={q ? items.map((i) => i.slug) : []}
                >
                  {items.map((item) => (
                    <Accordion.Item key={item.slug} value={item.slug}>
                      <Accordion.ItemTrigger>
                        <Heading as="h3" size="sm" flex="1" textAlign="start" fontWeight="semibold">
                          {item.title}
                        </Heading>
                        <Accordion.ItemIndicator />
                      </Accordion.ItemTrigger>
                      <Accordion.ItemContent>
                        <Accordion.ItemBody>
                          <Prose html={item.html} />
                        </Accordion.ItemBody>
                      </Accordion.ItemContent>
                    </Accordion.Item>
                  ))}
                </Accordion.Root>
              </Stack>
            ))
          }
        </ContentSearch>
        <HStack gap="3" wrap="wrap" p="6" borderRadius="xl" bg="bg.subtle" justify="space-between">
          <Text>Still stuck? Read the step-by-step guides or write to us.</Text>
          <HStack gap="3">
            <Button asChild variant="outline" size="sm">
              <Link to="/documentation">Documentation</Link>
            </Button>
            <Button asChild colorPalette="blue" size="sm">
              <Link to="/contact">Contact support</Link>
            </Button>
          </HStack>
        </HStack>
      </Stack>
    </PublicPage>
  );
}
