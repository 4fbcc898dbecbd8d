import { AsyncLocalStorage } from 'node:async_hooks';

/** Answers a same-origin API request inside this process (the Hono app's `request`). */
export type InProcessRequest = (path: string, init?: RequestInit) => Response | Promise<Response>;

interface RenderRequest {
  readonly request: InProcessRequest;
  /** The page request's Cookie header: a browser sends it with every same-origin fetch. */
  readonly cookies: string;
}

const current = new AsyncLocalStorage<RenderRequest>();
let installed = false;

/** The fetch's headers with the page's cookies, as the browser would send them (credentials: 'include'). */
const withCookies = (init: RequestInit | undefined, cookies: string): RequestInit | undefined => {
  if (!cookies) return init;
  const headers = new Headers(init?.headers);
  if (!headers.has('cookie')) headers.set('cookie', cookies);
  return { ...init, headers };
};

/**
 * The screens fetch relative URLs (`/api/plans`), which only a browser can resolve. While a page
 * is rendered on the server, those calls are answered by the app itself, without a socket, with
 * the page request's cookies (a signed-in person's page reads what that person may read, through
 * the same API checks); any other fetch (and every fetch outside a render) goes to the real `fetch`.
 */
export function runWithInProcessApi<T>(request: InProcessRequest, render: () => Promise<T>, cookies = ''): Promise<T> {
  if (!installed) {
    installed = true;
    const realFetch = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      const local = current.getStore();
      if (local && typeof input === 'string' && input.startsWith('/') && !input.startsWith('//')) {
        return Promise.resolve(local.request(input, withCookies(init, local.cookies)));
      }
      return realFetch(input, init);
    }) as typeof fetch;
  }
  return current.run({ request, cookies }, render);
}
