import { CloseButton, Portal, Spinner, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';
import { TOAST_DURATION_MS } from '../../shared/constants';

/**
 * The toast store and its region, loaded by ./toaster on the first toast (zag's toast machines
 * and Chakra's toast parts are ~8 kB gzip no page needs before then).
 */
export const toasterStore = createToaster({
  placement: 'top-end',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
  max: 5,
});

export function ToasterView() {
  return (
    <Portal>
      <ChakraToaster toaster={toasterStore} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root
            width={{ md: 'sm' }}
            data-testid="toast"
            data-type={toast.type}
            // Hover pauses the timer already; keyboard users get the same while focus is inside.
            onFocusCapture={() => toasterStore.pause(toast.id)}
            onBlurCapture={() => toasterStore.resume(toast.id)}
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
