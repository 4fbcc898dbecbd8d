import { CloseButton, Portal, Spinner, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';
import { useHydrated } from '../../lib/use-hydrated';
import { TOAST_DURATION_MS } from '../../shared/constants';

/** One toaster for the app: top-right, 3000 ms, pauses while hovered or focused. */
export const toaster = createToaster({
  placement: 'top-end',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
  max: 5,
});

export function Toaster() {
  // Toasts only ever come from the browser; server-rendered markup has no toast region to match.
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root
            width={{ md: 'sm' }}
            data-testid="toast"
            data-type={toast.type}
            // Hover pauses the timer already; keyboard users get the same while focus is inside.
            onFocusCapture={() => toaster.pause(toast.id)}
            onBlurCapture={() => toaster.resume(toast.id)}
          >
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {/* Full opacity: Chakra's 0.8 drops white-on-solid text below WCAG AA contrast (axe, story tests). */}
              {toast.description && <Toast.Description opacity="1">{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable !== false && (
              <Toast.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close notification" />
              </Toast.CloseTrigger>
            )}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
