import { Alert, Button, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { routeById } from '../../registry/routes';
import { PublicPage, headingOf } from '../components/layout/page';
import { COMPANY } from '../content/company';
import { ContactForm } from '../features/marketing/forms/contact-form';

const CHANNELS = [
  { title: 'Sales', text: 'Pricing, plans and multi-rooftop quotes.', email: COMPANY.emails.sales },
  { title: 'Support', text: 'Help with your account or dealership.', email: COMPANY.emails.support },
  { title: 'Privacy', text: 'Data requests and privacy questions.', email: COMPANY.emails.privacy },
];

const routeApi = getRouteApi('/public/contact');

export function ContactScreen() {
  const route = routeById['contact'];
  // A link may choose the topic and start the message (e.g. the Community page's "Ask for an invite").
  const { topic, message } = routeApi.useSearch();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  return (
    <PublicPage
      title={headingOf(route)}
      lead="Questions about Lotline? Send us a message and we will get back to you within one business day."
    >
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="12" alignItems="start">
        {sentTo ? (
          <Alert.Root status="success" borderRadius="xl" p="6" data-testid="contact-sent">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title asChild>
                <h2 ref={doneRef} tabIndex={-1}>
                  Thanks — your message is on its way
                </h2>
              </Alert.Title>
              <Alert.Description>
                <Stack gap="3" mt="2">
                  <Text>
                    We sent a confirmation to {sentTo}. Someone from our team will answer within one business day.
                  </Text>
                  <Button size="sm" variant="outline" alignSelf="start" onClick={() => setSentTo(null)}>
                    Send another message
                  </Button>
                </Stack>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <ContactForm
            defaultValues={{ topic, message }}
            onSent={(input) => {
              setSentTo(input.email);
              requestAnimationFrame(() => doneRef.current?.focus());
            }}
          />
        )}
        <Stack as="aside" aria-labelledby="other-ways" gap="5" p="6" borderRadius="xl" bg="bg.subtle">
          <Heading as="h2" id="other-ways" size="md">
            Other ways to reach us
          </Heading>
          {CHANNELS.map((c) => (
            <Stack key={c.title} gap="0.5">
              <Text fontWeight="semibold">{c.title}</Text>
              <Text color="fg.muted" fontSize="sm">
                {c.text}
              </Text>
              <a href={`mailto:${c.email}`} style={{ textDecoration: 'underline', fontSize: 14 }}>
                {c.email}
              </a>
            </Stack>
          ))}
          <Text fontSize="sm" color="fg.muted">
            Looking for a quote? Use the{' '}
            <Link to="/contact-sales" style={{ textDecoration: 'underline' }}>
              sales form
            </Link>
            . Quick answers live in the{' '}
            <Link to="/help-center" style={{ textDecoration: 'underline' }}>
              Help Center
            </Link>
            .
          </Text>
        </Stack>
      </Grid>
    </PublicPage>
  );
}
