import { Button, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { routeById } from '../../registry/routes';
import { PublicPage, headingOf } from '../components/layout/page';
import { community } from '../content/pages';

export function CommunityScreen() {
  const route = routeById['community'];
  const [officeHours, feedback, roundtables, developers] = community.channels;
  return (
    <PublicPage title={headingOf(route)} lead={community.lead}>
      <Stack gap="14">
        <Stack as="section" aria-labelledby="channels-heading" gap="6">
          <Heading as="h2" id="channels-heading" size="2xl">
            Ways to take part
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
            {[officeHours, feedback, roundtables].map(
              (c) =>
                c && (
                  <Stack key={c.title} gap="3" p="6" borderWidth="1px" borderRadius="xl" bg="bg.panel">
                    <Heading as="h3" size="md">
                      {c.title}
                    </Heading>
                    <Text color="fg.muted" flex="1">
                      {c.text}
                    </Text>
                    <Button asChild variant="outline" alignSelf="start">
                      <Link to="/contact" search={c.contact}>
                        {c.action}
                      </Link>
                    </Button>
                  </Stack>
                ),
            )}
            {developers && (
              <Stack gap="3" p="6" borderWidth="1px" borderRadius="xl" bg="bg.panel">
                <Heading as="h3" size="md">
                  {developers.title}
                </Heading>
                <Text color="fg.muted" flex="1">
                  {developers.text}
                </Text>
                <Button asChild variant="outline" alignSelf="start">
                  <Link to="/api-reference">{developers.action}</Link>
                </Button>
              </Stack>
            )}
          </SimpleGrid>
        </Stack>
        <Stack as="section" aria-labelledby="guidelines-heading" gap="4" maxW="3xl">
          <Heading as="h2" id="guidelines-heading" size="2xl">
            Community guidelines
          </Heading>
          <List.Root gap="2" ps="5">
            {community.guidelines.map((g) => (
              <List.Item key={g}>{g}</List.Item>
            ))}
          </List.Root>
          <Text color="fg.muted">
            Everything on Lotline also follows our{' '}
            <Link to="/legal/$slug" params={{ slug: 'acceptable-use' }} style={{ textDecoration: 'underline' }}>
              Acceptable Use Policy
            </Link>
            .
          </Text>
        </Stack>
      </Stack>
    </PublicPage>
  );
}
