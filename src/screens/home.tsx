import { Badge, Box, Button, Container, Grid, Heading, HStack, List, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { BarChart3, Car, Check, CreditCard, MessageSquare, Plug, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { PLANS, annualCents, formatUsd, type BillingInterval } from '../shared/plans';
import { SLOGAN } from '../shared/constants';

const FEATURES = [
  { Icon: Car, title: 'Post', text: 'Add a vehicle by its VIN: the check digit, model year and make are read offline, so listings are right the first time.' },
  { Icon: MessageSquare, title: 'Respond', text: 'Every shopper message becomes a lead with a timeline and a response timer, answered from one inbox.' },
  { Icon: BarChart3, title: 'Sell', text: 'Move deals through a clear pipeline; marking one sold updates the vehicle and your reports.' },
  { Icon: CreditCard, title: 'Billing', text: 'Simple plans by active listings and seats, monthly or annual, with usage you can see.' },
  { Icon: ShieldCheck, title: 'Roles', text: 'Owners, managers and sales staff each see what their role allows; the server enforces it.' },
  { Icon: Plug, title: 'Integrations', text: 'Connect listing sites, lenders and accounting, or build on the documented API.' },
];

export function HomeScreen() {
  const [interval, setInterval] = useState<BillingInterval>('month');
  return (
    <>
      <Box as="section" bgGradient="to-b" gradientFrom="brand.subtle" gradientTo="bg" py={{ base: '16', md: '28' }}>
        <Container maxW="5xl" textAlign="center">
          <Stack gap="6" align="center">
            <Badge colorPalette="blue" variant="surface" size="lg">
              The dealer platform
            </Badge>
            <Heading as="h1" size={{ base: '4xl', md: '6xl' }} letterSpacing="tight">
              {SLOGAN}
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="2xl">
              Lotline gets your vehicles listed, your shoppers answered and your deals closed — one place for the whole
              dealership.
            </Text>
            <HStack gap="3" wrap="wrap" justify="center">
              <Button asChild size="lg" colorPalette="blue">
                <Link to="/auth/register">Get Started</Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/contact-sales">Contact Sales</Link>
              </Button>
            </HStack>
          </Stack>
        </Container>
      </Box>

      <Box as="section" id="features" aria-labelledby="features-heading" py={{ base: '16', md: '24' }}>
        <Container maxW="6xl">
          <Stack gap="3" mb="12" textAlign="center" align="center">
            <Heading as="h2" id="features-heading" size="3xl">
              Features
            </Heading>
            <Text color="fg.muted" maxW="2xl">
              Everything a dealership does between a car arriving on the lot and the keys leaving with a customer.
            </Text>
          </Stack>
          <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }} gap="6">
            {FEATURES.map(({ Icon, title, text }) => (
              <Stack key={title} gap="3" p="6" borderWidth="1px" borderRadius="xl" bg="bg.panel">
                <Box color="brand.fg">
                  <Icon aria-hidden />
                </Box>
                <Heading as="h3" size="lg">
                  {title}
                </Heading>
                <Text color="fg.muted">{text}</Text>
              </Stack>
            ))}
          </Grid>
        </Container>
      </Box>

      <Box as="section" id="pricing" aria-labelledby="pricing-heading" py={{ base: '16', md: '24' }} bg="bg.subtle">
        <Container maxW="6xl">
          <Stack gap="4" mb="10" textAlign="center" align="center">
            <Heading as="h2" id="pricing-heading" size="3xl">
              Pricing
            </Heading>
            <Text color="fg.muted">Plans by active listings and seats. Annual billing gets two months free.</Text>
            <SegmentGroup.Root value={interval} onValueChange={(e) => setInterval(e.value as BillingInterval)} aria-label="Billing period">
              <SegmentGroup.Indicator />
              <SegmentGroup.Items items={[{ value: 'month', label: 'Monthly' }, { value: 'year', label: 'Annual' }]} />
            </SegmentGroup.Root>
          </Stack>
          <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="6">
            {PLANS.map((plan) => (
              <Stack key={plan.id} gap="4" p="6" borderWidth="1px" borderRadius="xl" bg="bg.panel" borderColor={plan.id === 'dealer' ? 'brand.border' : 'border'}>
                <Heading as="h3" size="xl">
                  {plan.name}
                </Heading>
                <Text color="fg.muted">{plan.summary}</Text>
                <Text fontSize="3xl" fontWeight="bold" data-testid={`price-${plan.id}`}>
                  {interval === 'month' ? formatUsd(plan.monthlyCents) : formatUsd(annualCents(plan.monthlyCents))}
                  <Text as="span" fontSize="md" fontWeight="normal" color="fg.muted">
                    {interval === 'month' ? ' /month' : ' /year'}
                  </Text>
                </Text>
                <List.Root gap="2" variant="plain">
                  {plan.features.map((feature) => (
                    <List.Item key={feature}>
                      <List.Indicator asChild color="green.fg">
                        <Check aria-hidden />
                      </List.Indicator>
                      {feature}
                    </List.Item>
                  ))}
                </List.Root>
                <Button asChild colorPalette="blue" variant={plan.id === 'dealer' ? 'solid' : 'outline'} mt="auto">
                  <Link to="/auth/register">Start with {plan.name}</Link>
                </Button>
              </Stack>
            ))}
          </Grid>
        </Container>
      </Box>
    </>
  );
}
