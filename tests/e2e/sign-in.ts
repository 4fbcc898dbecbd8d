/**
 * Signed-in pages for the browser tests without a sign-in form each time. Every test talks to one
 * server from 127.0.0.1, and sign-in is rate limited per address (5 a minute per method,
 * AUTH_RATE_LIMITS): tests that each signed in through the form tripped it when they ran together
 * (a 429, and a test waiting for a dashboard that never came). auth.setup.ts signs each demo person
 * in once per run and keeps their session; tests open a context with it. Signing in through the
 * form itself is the auth journey's subject (auth-journey.spec.ts, hydration.spec.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { presetConsent } from './fixtures';
import { gotoWaitsForDashboardApp } from './boot';

const E2E_PORT = process.env.E2E_PORT ?? '4310';

export const DEMO_PASSWORD = 'Lotline-demo-2026';

/** The demo people the tests act as, and how each signs in (the two methods have separate limits: at most 5 each). */
export const DEMO_PEOPLE = {
  'marcus.bell': { email: 'marcus@riversideauto.example', via: 'username' },
  'elena.ortiz': { email: 'elena@riversideauto.example', via: 'username' },
  'jordan.kim': { email: 'jordan@riversideauto.example', via: 'username' },
  'tom.nguyen': { email: 'tom.nguyen@example.com', via: 'email' },
  'priya.raman': { email: 'priya.raman@lotline.example', via: 'email' },
  // The other dealership's owner: a test whose sale must not move Riverside's figures (core-loop's
  // reports count Riverside's sales exactly) sells here.
  'sarah.whitaker': { email: 'sarah@summitridge.example', via: 'email' },
} as const;
export type DemoUsername = keyof typeof DEMO_PEOPLE;

/** Where the setup keeps a person's session (per port: helpers' servers run side by side). */
export const storageStateOf = (username: DemoUsername) => path.join('.tmp', `e2e-auth-${E2E_PORT}`, `${username}.json`);

/** A new browser context signed in as `username` (consent stored), with one page open on `start`. */
export async function signedInPage(
  browser: Browser,
  baseURL: string,
  username: DemoUsername,
  start = '/dashboard',
): Promise<Page> {
  const context = await browser.newContext({ storageState: storageStateOf(username) });
  await presetConsent(context, baseURL);
  const page = gotoWaitsForDashboardApp(await context.newPage());
  await page.goto(start);
  return page;
}

/** Signs an existing page's context in as `username` (the session cookie of the setup) and opens `start`. */
export async function signInPage(page: Page, username: DemoUsername, start = '/dashboard') {
  await signInContext(page.context(), username);
  await page.goto(start);
}

export async function signInContext(context: BrowserContext, username: DemoUsername) {
  const state = JSON.parse(readFileSync(storageStateOf(username), 'utf8')) as {
    cookies: Parameters<BrowserContext['addCookies']>[0];
  };
  await context.addCookies(state.cookies);
}
