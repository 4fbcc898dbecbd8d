import { Button, Heading, Text, VStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

/** Shown when a signed-in person opens a route their role may not open (the API answers 403 too). */
export function NoAccess({ title }: { title: string }) {
  return (
    <VStack as="section" gap="4" py="20" px="6" textAlign="center" data-testid="no-access">
      <Heading as="h1" size="2xl" tabIndex={-1}>
        No access
      </Heading>
      <Text color="fg.muted" maxW="prose">
        Your role does not include {title.replace(/ — Lotline$/, '')}. Ask your dealership owner if you need it.
      </Text>
      <Button asChild colorPalette="blue">
        <Link to="/dashboard">Go to Dashboard</Link>
      </Button>
    </VStack>
  );
}
