import { Box, Button, Code, Container, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { CircleCheck } from 'lucide-react';
import { Logo } from '../components/layout/logo';
import { COMPANY } from '../content/company';
import { QUOTE_REFERENCE_PATTERN } from '../shared/schemas/marketing';

const routeApi = getRouteApi('/public/quote-submitted');

const NEXT_STEPS = [
  {
    title: 'Within one business day',
    text: 'A member of our sales team replies by email with a quote for your rooftops, listings and seats.',
  },
  {
    title: 'A walkthrough, if you want one',
    text: 'We book 30 minutes to show Lotline with your own inventory and answer your team’s questions.',
  },
  {
    title: 'Getting started',
    text: 'We help you import your stock and customers from CSV and invite your team, with a 14-day Dealer plan trial.',
  },
];

export function QuoteSubmittedScreen() {
  const { ref } = routeApi.useSearch();
  const reference = QUOTE_REFERENCE_PATTERN.test(ref) ? ref : '';
  return (
    <Container maxW="3xl" py={{ base: '8', md: '14' }} px={{ base: '4', md: '6' }}>
      <Box mb="10">
        <Logo />
      </Box>
      <Stack gap="8">
        <Stack gap="4">
          <Box color="green.fg">
            <CircleCheck size={40} aria-hidden />
          </Box>
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} letterSpacing="tight">
            {reference ? 'Thanks — we have your quote request' : 'What happens after you request a quote'}
          </Heading>
          {reference ? (
            <Text fontSize="lg" data-testid="quote-reference">
              Your reference is{' '}
              <Code fontSize="lg" px="2">
                {reference}
              </Code>
              . We also emailed it to you; quote it in any message about this request.
            </Text>
          ) : (
            <Text fontSize="lg" color="fg.muted">
              Here is how our sales team handles every request.
            </Text>
          )}
        </Stack>
        <Stack as="section" aria-labelledby="next-steps" gap="4">
          <Heading as="h2" id="next-steps" size="xl">
            Next steps
          </Heading>
          <List.Root as="ol" gap="4" variant="plain">
            {NEXT_STEPS.map((step, i) => (
              <List.Item key={step.title} alignItems="start" gap="4">
                <Box
                  flexShrink={0}
                  w="8"
                  h="8"
                  borderRadius="full"
                  bg="blue.solid"
                  color="white"
                  display="grid"
                  placeItems="center"
                  fontWeight="bold"
                  aria-hidden
                >
                  {i + 1}
                </Box>
                <Stack gap="0.5">
                  <Text fontWeight="semibold">{step.title}</Text>
                  <Text color="fg.muted">{step.text}</Text>
                </Stack>
              </List.Item>
            ))}
          </List.Root>
        </Stack>
        <Text color="fg.muted">
          Questions in the meantime? Write to{' '}
          <a href={`mailto:${COMPANY.emails.sales}`} style={{ textDecoration: 'underline' }}>
            {COMPANY.emails.sales}
          </a>
          .
        </Text>
        <HStack gap="3" wrap="wrap">
          {!reference && (
            <Button asChild colorPalette="blue">
              <Link to="/contact-sales">Request a quote</Link>
            </Button>
          )}
          <Button asChild variant={reference ? 'solid' : 'outline'} colorPalette="blue">
            <Link to="/documentation">Read the guides</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/">Back to home</Link>
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
}
