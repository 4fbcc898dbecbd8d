import { Box, Button, Code, Heading, VStack } from '@chakra-ui/react';
import { Component, useState, type ErrorInfo, type ReactNode } from 'react';
import { errorMessage } from './root-error-screen';

/** The spec's generic fallback: "Something went wrong!" with a Show Error / Hide Error toggle. */
export function ErrorFallback({ error }: { error: unknown }) {
  const [open, setOpen] = useState(false);
  return (
    <VStack role="alert" gap="3" p="6" borderWidth="1px" borderRadius="lg" align="start" data-testid="error-fallback">
      <Heading as="h2" size="lg">
        Something went wrong!
      </Heading>
      <Button size="sm" variant="outline" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        {open ? 'Hide Error' : 'Show Error'}
      </Button>
      {open && (
        <Box w="full">
          <Code display="block" whiteSpace="pre-wrap" p="3" w="full" colorPalette="red">
            {errorMessage(error)}
          </Code>
        </Box>
      )}
    </VStack>
  );
}

/** Keeps a failing widget from taking the whole page down. */
export class ErrorBoundary extends Component<
  { children: ReactNode; fallback?: (error: unknown) => ReactNode },
  { error: unknown }
> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(_error: unknown, _info: ErrorInfo) {
    // Reported by the browser console already; a telemetry hook would go here.
  }
  override render() {
    if (this.state.error) return this.props.fallback?.(this.state.error) ?? <ErrorFallback error={this.state.error} />;
    return this.props.children;
  }
}
