import { Badge, Box, Button, Flex, Heading, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Cookie } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import {
  ALL_ACCEPTED,
  CONSENT_CATEGORIES,
  consentCookiesForMarkup,
  NECESSARY_ONLY,
  type ConsentCategory,
  type CookiePreferences,
} from '../../lib/consent';
import { useConsent } from './consent-provider';
import { BANNER_HEIGHT_VAR, COOKIE_BANNER_ID } from './ids';

export const COOKIE_BANNER_TEXT =
  'We use cookies to enhance your experience, analyse site usage and personalise content.';

const CATEGORY_TEXT: Record<'necessary' | ConsentCategory, { label: string; description: string }> = {
  necessary: {
    label: 'Necessary',
    description: 'Needed for the site to work: sign-in, security and your cookie choices.',
  },
  functional: { label: 'Functional', description: 'Remember your preferences, such as theme and recent searches.' },
  analytics: { label: 'Analytics', description: 'Help us understand how the site is used so we can improve it.' },
  marketing: { label: 'Marketing', description: 'Measure campaigns and show relevant offers on other sites.' },
};

function CategorySwitch({
  category,
  checked,
  disabled,
  onChange,
}: {
  category: 'necessary' | ConsentCategory;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const text = CATEGORY_TEXT[category];
  const descriptionId = useId();
  return (
    <Flex justify="space-between" align="start" gap="4" py="2">
      <Box>
        <Text fontWeight="medium">{text.label}</Text>
        <Text id={descriptionId} fontSize="sm" color="fg.muted">
          {text.description}
          {disabled ? ' Always on.' : ''}
        </Text>
      </Box>
      <Switch.Root
        checked={checked}
        disabled={disabled}
        onCheckedChange={(e) => onChange?.(e.checked)}
        colorPalette="blue"
        data-testid={`consent-${category}`}
      >
        <Switch.HiddenInput aria-describedby={descriptionId} />
        <Switch.Control />
        <Switch.Label srOnly>{text.label}</Switch.Label>
      </Switch.Root>
    </Flex>
  );
}

/** The spec's cookie banner: compact view, then the "Cookie Preferences" detail view. */
export function CookieBanner() {
  const consent = useConsent();
  const headingId = useId();
  const [draft, setDraft] = useState<CookiePreferences>(consent.preferences);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The detail view starts from what is stored, and takes focus so keyboard users land in it.
  useEffect(() => {
    if (consent.view === 'detail') {
      setDraft(consent.preferences);
      headingRef.current?.focus();
    }
  }, [consent.view, consent.preferences]);

  // On a phone the banner is a full-width bar over the page's bottom: the page is padded by its
  // height and the mobile menu ends above it (--cookie-banner-h, read by the theme and the header),
  // so it never covers a button there. The boot script sets it first; this keeps it current.
  const boxRef = useRef<HTMLDivElement>(null);
  const shown = consent.view === 'compact' || consent.view === 'detail';
  useEffect(() => {
    const box = boxRef.current;
    if (!shown || !box) return;
    const root = document.documentElement;
    // Rounded up: a fraction of a pixel short would leave the last line under the banner.
    const measure = () =>
      root.style.setProperty(BANNER_HEIGHT_VAR, `${Math.ceil(box.getBoundingClientRect().height)}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => {
      observer.disconnect();
      root.style.removeProperty(BANNER_HEIGHT_VAR);
    };
  }, [shown]);

  if (consent.view === 'hidden') return null;

  return (
    <Box
      // Server-rendered pages carry the banner hidden; index.html's boot script or the provider
      // reveals it 2 s after load.
      ref={boxRef}
      id={COOKIE_BANNER_ID}
      hidden={consent.view === 'pending'}
      role="region"
      aria-labelledby={headingId}
      position="fixed"
      bottom={{ base: '0', md: '4' }}
      right={{ base: '0', md: '4' }}
      left={{ base: '0', md: 'auto' }}
      maxW={{ md: 'md' }}
      zIndex="toast"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius={{ base: 'none', md: 'xl' }}
      shadow="xl"
      p="5"
      data-testid="cookie-banner"
      data-view={consent.view}
    >
      {consent.view !== 'detail' ? (
        <Stack gap="3">
          <HStack gap="2">
            <Cookie aria-hidden size={20} />
            <Heading as="h2" size="md" id={headingId} ref={headingRef} tabIndex={-1}>
              We use cookies
            </Heading>
            <Badge colorPalette="gray" variant="surface">
              Required
            </Badge>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {COOKIE_BANNER_TEXT}
          </Text>
          <Flex gap="2" wrap="wrap" justify="flex-end">
            <Button size="sm" variant="ghost" onClick={consent.customize}>
              Customize
            </Button>
            {/* Before the app is live, index.html's boot script stores these choices itself. */}
            <Button
              size="sm"
              variant="outline"
              onClick={consent.rejectAll}
              data-boot-action="consent"
              data-boot-cookies={consentCookiesForMarkup(NECESSARY_ONLY)}
            >
              Reject All
            </Button>
            <Button
              size="sm"
              colorPalette="blue"
              onClick={consent.acceptAll}
              data-boot-action="consent"
              data-boot-cookies={consentCookiesForMarkup(ALL_ACCEPTED)}
            >
              Accept All
            </Button>
          </Flex>
        </Stack>
      ) : (
        <Stack gap="2">
          <Heading as="h2" size="md" id={headingId} ref={headingRef} tabIndex={-1}>
            Cookie Preferences
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Choose which cookies we may use. Read our{' '}
            <Link to="/legal/$slug" params={{ slug: 'cookie-policy' }} style={{ textDecoration: 'underline' }}>
              cookie policy
            </Link>
            .
          </Text>
          <Stack gap="0" divideY="1px">
            <CategorySwitch category="necessary" checked disabled />
            {CONSENT_CATEGORIES.map((category) => (
              <CategorySwitch
                key={category}
                category={category}
                checked={draft[category]}
                onChange={(checked) => setDraft((d) => ({ ...d, [category]: checked }))}
              />
            ))}
          </Stack>
          <Flex gap="2" wrap="wrap" justify="flex-end" pt="2">
            <Button size="sm" variant="ghost" onClick={consent.back}>
              Back
            </Button>
            <Button size="sm" variant="outline" onClick={consent.rejectAll}>
              Reject All
            </Button>
            <Button size="sm" colorPalette="blue" onClick={() => consent.save(draft)}>
              Save Preferences
            </Button>
          </Flex>
        </Stack>
      )}
    </Box>
  );
}
