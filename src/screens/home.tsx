import {
  Accordion,
  Badge,
  Box,
  Button,
  Container,
  Grid,
  Heading,
  HStack,
  List,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import {
  BarChart3,
  Car,
  Check,
  Clock,
  CreditCard,
  MessageSquare,
  Plug,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import {
  homeCta,
  homeFacts,
  homeFaq,
  homeFeatures,
  homeFeaturesNote,
  homePrinciples,
  productScreenshots,
  type HomeFeatureSource,
} from '../content/pages';
import { PricingPlans } from '../features/marketing/components/pricing';
import { SLOGAN } from '../shared/constants';

const ICONS: Record<HomeFeatureSource['icon'], LucideIcon> = {
  car: Car,
  'message-square': MessageSquare,
  'bar-chart': BarChart3,
  'credit-card': CreditCard,
  'shield-check': ShieldCheck,
  plug: Plug,
};

/** Shown on whatever needs an area of the registry that is not built yet (src/content/availability.ts). */
function ComingSoonBadge({ size = 'sm' }: { size?: 'xs' | 'sm' }) {
  return (
    <Badge colorPalette="orange" variant="subtle" size={size} flexShrink={0}>
      Coming soon
    </Badge>
  );
}

export function HomeScreen() {
  return (
    <>
      <Box
        as="section"
        aria-labelledby="hero-heading"
        bgGradient="to-b"
        gradientFrom="brand.subtle"
        gradientTo="bg"
        py={{ base: '16', md: '28' }}
      >
        <Container maxW="5xl" textAlign="center">
          <Stack gap="6" align="center">
            <Badge colorPalette="blue" variant="surface" size="lg">
              The dealer platform
            </Badge>
            <Heading as="h1" id="hero-heading" size={{ base: '4xl', md: '6xl' }} letterSpacing="tight">
              {SLOGAN}
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="2xl">
              Lotline is built to get your vehicles listed, your shoppers answered and your deals closed — one place for
              the whole dealership.
            </Text>
            <HStack gap="3" wrap="wrap" justify="center">
              <Button asChild size="lg" colorPalette="blue">
                <Link to="/auth/register">Get Started</Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/contact-sales">Contact Sales</Link>
              </Button>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              14-day trial of the Dealer plan for new dealerships. Shoppers always browse free.
            </Text>
          </Stack>
        </Container>
      </Box>

      {productScreenshots.length > 0 && (
        <Box as="section" aria-labelledby="product-heading" pt={{ base: '4', md: '8' }} pb={{ base: '8', md: '12' }}>
          <Container maxW="6xl">
            <Heading as="h2" id="product-heading" size="2xl" textAlign="center" mb="8">
              See it at work
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
              {productScreenshots.map((shot) => (
                <Stack as="figure" key={shot.name} gap="3" m="0" data-testid="product-screenshot">
                  <Box borderWidth="1px" borderRadius="lg" overflow="hidden" bg="bg.panel" boxShadow="sm">
                    {/* Width and height reserve the space before the file arrives: the page never jumps. */}
                    <img
                      src={shot.src}
                      width={shot.width}
                      height={shot.height}
                      alt={shot.alt}
                      loading="lazy"
                      decoding="async"
                      style={{ display: 'block', width: '100%', height: 'auto' }}
                    />
                  </Box>
                  <Text as="figcaption" fontSize="sm" color="fg.muted">
                    <Text as="strong" color="fg" fontWeight="semibold">
                      {shot.title}.
                    </Text>{' '}
                    {shot.caption}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
          </Container>
        </Box>
      )}

      <Box as="section" id="features" aria-labelledby="features-heading" py={{ base: '16', md: '24' }}>
        <Container maxW="6xl">
          <Stack gap="3" mb="12" textAlign="center" align="center">
            <Heading as="h2" id="features-heading" size="3xl">
              Features
            </Heading>
            <Text color="fg.muted" maxW="2xl">
              Everything a dealership does between a car arriving on the lot and the keys leaving with a customer.
              {homeFeatures.some((f) => f.comingSoon) && ` ${homeFeaturesNote}`}
            </Text>
          </Stack>
          <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }} gap="6">
            {homeFeatures.map((feature) => {
              const Icon = ICONS[feature.icon];
              return (
                <Stack
                  key={feature.title}
                  as="article"
                  aria-labelledby={`feature-${feature.icon}`}
                  gap="3"
                  p="6"
                  borderWidth="1px"
                  borderRadius="xl"
                  bg="bg.panel"
                  data-coming-soon={feature.comingSoon || undefined}
                >
                  <HStack justify="space-between" align="start">
                    <Box color={feature.comingSoon ? 'fg.muted' : 'blue.fg'}>
                      <Icon aria-hidden />
                    </Box>
                    {feature.comingSoon && <ComingSoonBadge />}
                  </HStack>
                  <Heading as="h3" size="lg" id={`feature-${feature.icon}`}>
                    {feature.title}
                  </Heading>
                  <Text color="fg.muted">{feature.text}</Text>
                  <List.Root gap="1.5" variant="plain" fontSize="sm">
                    {feature.points.map((point) => (
                      <List.Item key={point.text}>
                        <List.Indicator asChild color={point.comingSoon ? 'fg.subtle' : 'green.fg'}>
                          {point.comingSoon ? <Clock aria-hidden /> : <Check aria-hidden />}
                        </List.Indicator>
                        {point.text}
                        {point.comingSoon && !feature.comingSoon && (
                          <Badge colorPalette="orange" variant="subtle" size="xs" ms="2">
                            Coming soon
                          </Badge>
                        )}
                      </List.Item>
                    ))}
                  </List.Root>
                </Stack>
              );
            })}
          </Grid>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="proof-heading" py={{ base: '16', md: '20' }} borderTopWidth="1px">
        <Container maxW="6xl">
          <Stack gap="3" mb="10" textAlign="center" align="center">
            <Heading as="h2" id="proof-heading" size="3xl">
              Built with dealers, for the way a store runs
            </Heading>
            <Text color="fg.muted" maxW="2xl">
              No stock photos of handshakes — just what the product does, in numbers you can check yourself.
            </Text>
          </Stack>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6" mb="12">
            {homeFacts.map((fact) => (
              <Stack key={fact.label} gap="1" p="6" borderRadius="xl" bg="bg.subtle">
                <HStack justify="space-between" align="start" gap="2">
                  <Text
                    fontSize="4xl"
                    fontWeight="bold"
                    color={fact.comingSoon ? 'fg.muted' : 'blue.fg'}
                    lineHeight="1"
                  >
                    {fact.value}
                  </Text>
                  {fact.comingSoon && <ComingSoonBadge />}
                </HStack>
                <Text color="fg.muted">{fact.label}</Text>
              </Stack>
            ))}
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
            {homePrinciples.map((p) => (
              <Stack key={p.title} gap="2">
                <Heading as="h3" size="md">
                  {p.title}
                </Heading>
                <Text color="fg.muted">{p.text}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Box as="section" id="pricing" aria-labelledby="pricing-heading" py={{ base: '16', md: '24' }} bg="bg.subtle">
        <Container maxW="6xl">
          <Stack gap="3" mb="8" textAlign="center" align="center">
            <Heading as="h2" id="pricing-heading" size="3xl">
              Pricing
            </Heading>
            <Text color="fg.muted">
              Plans by active listings and seats, in US dollars. Annual billing gets two months free.
            </Text>
          </Stack>
          <PricingPlans />
        </Container>
      </Box>

      <Box as="section" id="faq" aria-labelledby="faq-heading" py={{ base: '16', md: '24' }}>
        <Container maxW="3xl">
          <Heading as="h2" id="faq-heading" size="3xl" mb="8" textAlign="center">
            Frequently asked questions
          </Heading>
          <Accordion.Root collapsible multiple variant="enclosed">
            {homeFaq.map((item, i) => (
              <Accordion.Item key={item.q} value={`faq-${i}`}>
                <Accordion.ItemTrigger>
                  <Heading as="h3" size="sm" flex="1" textAlign="start" fontWeight="semibold">
                    {item.q}
                  </Heading>
                  {item.comingSoon && <ComingSoonBadge size="xs" />}
                  <Accordion.ItemIndicator />
                </Accordion.ItemTrigger>
                <Accordion.ItemContent>
                  <Accordion.ItemBody color="fg.muted">{item.a}</Accordion.ItemBody>
                </Accordion.ItemContent>
              </Accordion.Item>
            ))}
          </Accordion.Root>
          <Text mt="6" textAlign="center" color="fg.muted">
            More answers in the{' '}
            <Link to="/help-center" style={{ textDecoration: 'underline' }}>
              Help Center
            </Link>
            .
          </Text>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="cta-heading" py={{ base: '16', md: '20' }} bg="blue.solid" color="white">
        <Container maxW="4xl" textAlign="center">
          <Stack gap="5" align="center">
            <Heading as="h2" id="cta-heading" size="3xl">
              {homeCta.title}
            </Heading>
            <Text fontSize="lg" maxW="2xl" color="whiteAlpha.900">
              {homeCta.text}
            </Text>
            <HStack gap="3" wrap="wrap" justify="center">
              <Button asChild size="lg" bg="white" color="blue.700" _hover={{ bg: 'whiteAlpha.900' }}>
                <Link to="/auth/register">Get Started</Link>
              </Button>
              <Button
                asChild
                size="lg"
                variant="outline"
                color="white"
                borderColor="whiteAlpha.700"
                _hover={{ bg: 'whiteAlpha.200' }}
              >
                <Link to="/contact-sales">Contact Sales</Link>
              </Button>
            </HStack>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
