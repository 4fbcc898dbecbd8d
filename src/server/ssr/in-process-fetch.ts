import { AsyncLocalStorage } from 'node:async_hooks';

/** Answers a same-origin API request inside this process (the Hono app's `request`). */
export type InProcessRequest = (path: string, init?: RequestInit) => Response | Promise<Response>;

const current = new AsyncLocalStorage<InProcessRequest>();
let installed = false;

/**
 * The screens fetch relative URLs (`/api/plans`), which only a browser can resolve. While a page
 * is rendered on the server, those calls are answered by the app itself, without a socket; any
 * other fetch (and every fetch outside a render) goes to the real `fetch` untouched.
 */
export function runWithInProcessApi<T>(request: InProcessRequest, render: () => Promise<T>): Promise<T> {
  if (!installed) {
    installed = true;
    const realFetch = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      const local = current.getStore();
      if (local && typeof input === 'string' && input.startsWith('/') && !input.startsWith('//')) {
        return Promise.resolve(local(input, init));
      }
      return realFetch(input, init);
    }) as typeof fetch;
  }
  return current.run(request, render);
}
