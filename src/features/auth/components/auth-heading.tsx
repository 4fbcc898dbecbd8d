import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack gap="2" mb="6">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      {children && <Text color="fg.muted">{children}</Text>}
    </Stack>
  );
}
