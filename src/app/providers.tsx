import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ConsentProvider, type ConsentProviderProps } from '../components/cookie-banner/consent-provider';
import { Toaster } from '../components/ui/toaster';
import { getSystem } from '../theme/system';
import { LoadingProvider, type LoadingState } from '../lib/loading';
import { SessionProvider, type SessionViewer } from '../lib/session';
import { ThemeProvider } from '../lib/theme-preference';

export interface AppProvidersProps {
  readonly children: ReactNode;
  readonly queryClient: QueryClient;
  readonly viewer?: SessionViewer | null;
  readonly forcedTheme?: 'light' | 'dark';
  readonly consent?: Omit<ConsentProviderProps, 'children'>;
  readonly loading?: LoadingState;
}

/** Every provider the app runs in; Storybook wraps each story in the same ones. */
export function AppProviders({
  children,
  queryClient,
  viewer = null,
  forcedTheme,
  consent,
  loading,
}: AppProvidersProps) {
  return (
    <ChakraProvider value={getSystem()}>
      <ThemeProvider {...(forcedTheme ? { forcedTheme } : {})}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider viewer={viewer}>
            <ConsentProvider {...consent}>
              <LoadingProvider {...(loading ? { initial: loading } : {})}>
                {children}
                <Toaster />
              </LoadingProvider>
            </ConsentProvider>
          </SessionProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </ChakraProvider>
  );
}
