import { Button, Heading, Text, VStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

/** Unknown path: the spec's "Not Found", shown inside the layout the path belongs to. */
export function NotFound({ home = '/' }: { home?: '/' | '/dashboard' }) {
  return (
    <VStack as="section" gap="4" py="20" px="6" textAlign="center" data-testid="not-found">
      <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
        404
      </Text>
      <Heading as="h1" size="3xl" tabIndex={-1}>
        Not Found
      </Heading>
      <Text color="fg.muted">The page you are looking for does not exist or has moved.</Text>
      <Button asChild colorPalette="blue">
        <Link to={home}>{home === '/' ? 'Back to home' : 'Back to dashboard'}</Link>
      </Button>
    </VStack>
  );
}
