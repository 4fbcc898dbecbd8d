/**
 * The better-auth client. Its plugin clients mirror the server's plugins (src/server/auth/auth.ts),
 * so method names and bodies are typed by better-auth itself. Every auth request goes through our
 * /api/auth handler, which answers errors in the one shape `{ error: { code, message, fields } }`.
 */
import { adminClient, emailOTPClient, organizationClient, usernameClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

const baseURL = typeof window !== 'undefined' ? window.location.origin : 'http://localhost:3000';

export const authClient = createAuthClient({
  baseURL,
  basePath: '/api/auth',
  plugins: [usernameClient(), emailOTPClient(), organizationClient(), adminClient()],
  fetchOptions: {
    credentials: 'include',
    // better-auth keeps the `fetch` it saw at creation; look it up per call instead, so a network
    // stub installed later (stories, tests) is honoured the same way as for our own fetch calls.
    customFetchImpl: (input, init) => globalThis.fetch(input, init),
  },
});

export type AuthClient = typeof authClient;
