import { Box, Container, Grid, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Check } from 'lucide-react';
import { routeById } from '../../registry/routes';
import { headingOf } from '../components/layout/page';
import { Logo } from '../components/layout/logo';
import { QuoteForm } from '../features/marketing/forms/quote-form';

const WHAT_YOU_GET = [
  'A quote for your rooftops, listings and seats',
  'A 30-minute walkthrough with your own inventory',
  'Help importing your stock and customers from CSV',
  'Annual billing: two months free',
];

export function ContactSalesScreen() {
  const route = routeById['contact-sales'];
  const navigate = useNavigate();
  return (
    <Container maxW="6xl" py={{ base: '8', md: '14' }} px={{ base: '4', md: '6' }}>
      <Box mb="10">
        <Logo />
      </Box>
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1.4fr' }} gap={{ base: '10', lg: '16' }} alignItems="start">
        <Stack gap="5">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} letterSpacing="tight">
            {headingOf(route)}
          </Heading>
          <Text fontSize="lg" color="fg.muted">
            Tell us about your dealership. We reply within one business day with a quote and, if you like, a
            walkthrough.
          </Text>
          <List.Root gap="2" variant="plain">
            {WHAT_YOU_GET.map((item) => (
              <List.Item key={item}>
                <List.Indicator asChild color="green.fg">
                  <Check aria-hidden />
                </List.Indicator>
                {item}
              </List.Item>
            ))}
          </List.Root>
          <Text fontSize="sm" color="fg.muted">
            Just a question? Use the{' '}
            <Link to="/contact" style={{ textDecoration: 'underline' }}>
              contact form
            </Link>{' '}
            or see{' '}
            <Link to="/" hash="pricing" style={{ textDecoration: 'underline' }}>
              pricing
            </Link>
            . We use your details only to answer you — see our{' '}
            <Link to="/legal/$slug" params={{ slug: 'privacy-policy' }} style={{ textDecoration: 'underline' }}>
              Privacy Policy
            </Link>
            .
          </Text>
        </Stack>
        <Box p={{ base: '5', md: '8' }} borderWidth="1px" borderRadius="2xl" bg="bg.panel">
          <QuoteForm
            onSubmitted={(reference) => void navigate({ to: '/quote-submitted', search: { ref: reference } })}
          />
        </Box>
      </Grid>
    </Container>
  );
}
