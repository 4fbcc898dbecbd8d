/** Signs each demo person in once per run and keeps their session for the tests (sign-in.ts says why). */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test as setup } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_PEOPLE, storageStateOf, type DemoUsername } from './sign-in';

for (const [username, person] of Object.entries(DEMO_PEOPLE) as [DemoUsername, (typeof DEMO_PEOPLE)[DemoUsername]][])
  setup(`sign in as ${username}`, async ({ request, baseURL }) => {
    // A rerun against a reused local server within the minute meets the limit it counted before:
    // wait it out once rather than fail.
    setup.setTimeout(150_000);
    const origin = new URL(baseURL!).origin;
    const signIn = () =>
      person.via === 'username'
        ? request.post('/api/auth/sign-in/username', {
            data: { username, password: DEMO_PASSWORD },
            headers: { origin },
          })
        : request.post('/api/auth/sign-in/email', {
            data: { email: person.email, password: DEMO_PASSWORD },
            headers: { origin },
          });
    let res = await signIn();
    if (res.status() === 429) {
      const wait = Number(res.headers()['retry-after'] ?? 60);
      await new Promise((resolve) => setTimeout(resolve, (wait + 1) * 1000));
      res = await signIn();
    }
    expect(res.status(), await res.text()).toBe(200);
    const file = storageStateOf(username);
    mkdirSync(path.dirname(file), { recursive: true });
    await request.storageState({ path: file });
  });
