import { Box, Flex } from '@chakra-ui/react';
import { GuardedOutlet } from './guarded-outlet';
import type { ReactNode } from 'react';
import { ThemeToggle } from '../../components/theme-toggle';
import { Logo } from '../../components/layout/logo';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/layout/skip-link';

/** Auth pages: a centred card, no site header; the theme control stays reachable. */
export function AuthLayout({ children }: { children?: ReactNode }) {
  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <SkipLink />
      <Flex as="header" justify="space-between" align="center" px={{ base: '4', md: '6' }} h="16">
        <Logo />
        <ThemeToggle />
      </Flex>
      <Flex
        as="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        flex="1"
        align="start"
        justify="center"
        px="4"
        pb="16"
        pt={{ base: '4', md: '10' }}
        outline="none"
      >
        <Box
          w="full"
          maxW="md"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="xl"
          shadow="sm"
          p={{ base: '6', md: '8' }}
          data-testid="auth-card"
        >
          {children ?? <GuardedOutlet />}
        </Box>
      </Flex>
    </Flex>
  );
}
