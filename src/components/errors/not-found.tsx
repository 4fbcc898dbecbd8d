import { Button, HStack, Heading, Text, VStack } from '@chakra-ui/react';
import { Link, useRouterState } from '@tanstack/react-router';

/** The section a missing page sat in, and its list: the way back that is one step up, not all the way home. */
const SECTIONS = [
  { prefix: '/blog', to: '/blog', label: 'Back to the blog' },
  { prefix: '/legal', to: '/legal', label: 'All legal documents' },
] as const;

const sectionOf = (pathname: string) =>
  SECTIONS.find((s) => pathname === s.prefix || pathname.startsWith(`${s.prefix}/`));

/** Unknown path: the spec's "Not Found", shown inside the layout the path belongs to. */
export function NotFound({ home = '/' }: { home?: '/' | '/dashboard' }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const section = home === '/' ? sectionOf(pathname) : undefined;
  return (
    <VStack as="section" gap="4" py="20" px="6" textAlign="center" data-testid="not-found">
      <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
        404
      </Text>
      <Heading as="h1" size="3xl" tabIndex={-1}>
        Not Found
      </Heading>
      <Text color="fg.muted">The page you are looking for does not exist or has moved.</Text>
      <HStack gap="3" wrap="wrap" justify="center">
        {section && (
          <Button asChild colorPalette="blue">
            <Link to={section.to}>{section.label}</Link>
          </Button>
        )}
        <Button asChild colorPalette="blue" variant={section ? 'outline' : 'solid'}>
          <Link to={home}>{home === '/' ? 'Back to home' : 'Back to dashboard'}</Link>
        </Button>
      </HStack>
    </VStack>
  );
}
