import { Heading, Stack, Text } from '@chakra-ui/react';
import { routeById } from '../../registry/routes';
import { headingOf } from '../components/layout/page';

export function VerifyOtpScreen() {
  const route = routeById['verify-otp'];
  return (
    <Stack gap="2">
      <Heading as="h1" size="xl">
        {headingOf(route)}
      </Heading>
      <Text color="fg.muted">{route.description}</Text>
    </Stack>
  );
}
