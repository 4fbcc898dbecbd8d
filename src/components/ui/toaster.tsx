import { useSyncExternalStore } from 'react';
import type { CreateToasterReturn } from '@chakra-ui/react';
import type * as ToasterViewModule from './toaster-view';

type ToastOptions = Parameters<CreateToasterReturn['create']>[0];
type ViewModule = typeof ToasterViewModule;

let view: ViewModule | null = null;
let loading: Promise<ViewModule> | null = null;
const listeners = new Set<() => void>();
let nextId = 0;

/**
 * Loads the toast store and region on the first call. Every call waits on the same promise, so
 * they reach the store in the order they were made (create, then pause, in the stories).
 */
function withStore(run: (store: ViewModule['toasterStore']) => void): void {
  loading ??= import('./toaster-view').then((module) => {
    view = module;
    listeners.forEach((listener) => listener());
    return module;
  });
  void loading.then((module) => run(module.toasterStore));
}

/**
 * One toaster for the app: top-right, 3000 ms, pauses while hovered or focused. Its store and
 * region load with the first toast (toasts answer something the person did, never a page load),
 * so no page's JavaScript carries them; `create` still returns the toast's id at once.
 */
export const toaster = {
  create(options: ToastOptions): string {
    const id = options.id ?? `toast-${++nextId}`;
    withStore((store) => store.create({ ...options, id }));
    return id;
  },
  pause(id?: string): void {
    withStore((store) => store.pause(id));
  },
  resume(id?: string): void {
    withStore((store) => store.resume(id));
  },
  remove(id?: string): void {
    withStore((store) => store.remove(id));
  },
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The toast region, rendered once the first toast has loaded it (zag's group machine shows the
 * toasts already in the store when it mounts). Server-rendered markup never has one: toasts only
 * come from the browser.
 */
export function Toaster() {
  const module = useSyncExternalStore(
    subscribe,
    () => view,
    () => null,
  );
  return module ? <module.ToasterView /> : null;
}
