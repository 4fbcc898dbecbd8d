/**
 * Server-rendered pages paint and work as plain HTML first; index.html's boot script loads the
 * app in the background once the first tap has been answered, or a few seconds after load. Until the app has
 * hydrated, the script answers the theme toggle and the cookie banner itself (data-boot-action),
 * lets links and the mobile menu's <details> work natively, holds other clicks and form
 * submissions, and notes which fields were typed in; the app replays them once it is live, so
 * nothing is lost.
 */

export { SSR_STATE_ID } from '../shared/constants';

/** What index.html's boot script collects before the app is live (see index.html). */
export interface HeldInput {
  readonly events: Event[];
  readonly typed: EventTarget[];
  ready: boolean;
  /** The visitor chose in the cookie banner before the app was live. */
  consented?: boolean;
}

declare global {
  interface Window {
    __lotlineBoot?: HeldInput;
  }
}

const nativeValueSetter = (el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, 'value')?.set;

/** Tells React (and react-hook-form) about a value typed before hydration. */
const replayTyped = (target: EventTarget) => {
  if (!(
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  ))
    return;
  if (!target.isConnected) return;
  if (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')) {
    target.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  // React skips an input event whose value it believes it already has: set a different value
  // first, then the typed one, so the form state ends up with exactly what is on screen.
  const typed = target.value;
  const set = nativeValueSetter(target);
  if (!set) return;
  set.call(target, `${typed} `);
  target.dispatchEvent(new Event('input', { bubbles: true }));
  set.call(target, typed);
  target.dispatchEvent(new Event('input', { bubbles: true }));
  // React reads a <select> from its change event.
  if (target instanceof HTMLSelectElement) target.dispatchEvent(new Event('change', { bubbles: true }));
};

/** The boot script marks a held submit button busy; the app's own state takes over from here. */
const clearBusy = (target: EventTarget | null) => {
  const button =
    target instanceof HTMLFormElement
      ? target.querySelector('[data-boot-busy]')
      : target instanceof Element
        ? target.closest('[data-boot-busy]')
        : null;
  button?.removeAttribute('data-boot-busy');
  button?.removeAttribute('aria-busy');
};

const replayEvent = (event: Event) => {
  const target = event.target;
  clearBusy(target);
  if (!(target instanceof Element) || !target.isConnected) return;
  if (event.type === 'submit' && target instanceof HTMLFormElement) {
    target.requestSubmit();
    return;
  }
  if (event instanceof MouseEvent) {
    target.dispatchEvent(
      new MouseEvent('click', {
        bubbles: true,
        cancelable: true,
        view: window,
        clientX: event.clientX,
        clientY: event.clientY,
        detail: event.detail,
      }),
    );
  }
};

/**
 * React marks the DOM nodes it has hydrated with an internal `__reactFiber$…` key. A part of the
 * page inside a Suspense boundary can hydrate a little after the rest; its events wait for it.
 */
const isHydrated = (node: EventTarget): boolean => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));

// Checked once per task through a MessageChannel, as React's scheduler yields: unlike timers, it
// also runs under a test's fake clock. Bounded, so a node React never claims is replayed anyway.
const whenHydrated = (node: EventTarget, run: () => void, triesLeft = 5000) => {
  if (isHydrated(node) || triesLeft <= 0) {
    run();
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    whenHydrated(node, run, triesLeft - 1);
  };
  channel.port2.postMessage(null);
};

/** Called once the hydrated app has committed: stop holding events and replay what was held, in order. */
export function replayHeldInput(): void {
  const held = window.__lotlineBoot;
  if (!held || held.ready) return;
  held.ready = true;
  const steps: [EventTarget, () => void][] = [
    ...held.typed.splice(0).map((target): [EventTarget, () => void] => [target, () => replayTyped(target)]),
    ...held.events
      .splice(0)
      .filter((event) => event.target)
      .map((event): [EventTarget, () => void] => [event.target!, () => replayEvent(event)]),
  ];
  const next = () => {
    const step = steps.shift();
    if (step) whenHydrated(step[0], () => (step[1](), next()));
  };
  next();
}
