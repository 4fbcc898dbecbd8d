import { Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { routeById } from '../../registry/routes';
import { PublicPage, headingOf } from '../components/layout/page';
import { about } from '../content/pages';

export function AboutScreen() {
  const route = routeById['about'];
  return (
    <PublicPage title={headingOf(route)} lead={about.lead}>
      <Stack gap="14">
        <Stack as="section" aria-labelledby="story-heading" gap="4" maxW="3xl">
          <Heading as="h2" id="story-heading" size="2xl">
            Why we build Lotline
          </Heading>
          {about.story.map((p) => (
            <Text key={p.slice(0, 24)} fontSize="lg" lineHeight="tall">
              {p}
            </Text>
          ))}
        </Stack>
        <Stack as="section" aria-labelledby="principles-heading" gap="6">
          <Heading as="h2" id="principles-heading" size="2xl">
            What we believe
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
            {about.principles.map((p) => (
              <Stack key={p.title} gap="2" p="6" borderWidth="1px" borderRadius="xl" bg="bg.panel">
                <Heading as="h3" size="md">
                  {p.title}
                </Heading>
                <Text color="fg.muted">{p.text}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
        <Stack
          as="section"
          aria-labelledby="next-heading"
          gap="4"
          p={{ base: '6', md: '10' }}
          borderRadius="2xl"
          bg="bg.subtle"
        >
          <Heading as="h2" id="next-heading" size="xl">
            Work with us
          </Heading>
          <Text color="fg.muted">{about.contact}</Text>
          <HStack gap="3" wrap="wrap">
            <Button asChild colorPalette="blue">
              <Link to="/careers">See open roles</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/contact">Contact us</Link>
            </Button>
          </HStack>
        </Stack>
      </Stack>
    </PublicPage>
  );
}
