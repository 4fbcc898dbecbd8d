import { Box, Flex } from '@chakra-ui/react';
import { useRouterState } from '@tanstack/react-router';
import { GuardedOutlet } from './guarded-outlet';
import type { ReactNode } from 'react';
import { showsSiteHeader } from '../../../registry/paths';
import { SiteFooter } from '../../components/layout/site-footer';
import { SiteHeader } from '../../components/layout/site-header';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/layout/skip-link';

/** Public pages: the fixed site header (where the spec's rule allows it), content, footer. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const header = showsSiteHeader(pathname);
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      {header && <SiteHeader />}
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" pt={header ? '16' : '0'} outline="none">
        {children ?? <GuardedOutlet />}
      </Box>
      <SiteFooter />
    </Flex>
  );
}
