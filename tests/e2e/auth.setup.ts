/** Signs each demo person in once per run and keeps their session for the tests (sign-in.ts says why). */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test as setup } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_PEOPLE, storageStateOf, type DemoUsername } from './sign-in';

for (const [username, person] of Object.entries(DEMO_PEOPLE) as [DemoUsername, (typeof DEMO_PEOPLE)[DemoUsername]][])
  setup(`sign in as ${username}`, async ({ request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const res =
      person.via === 'username'
        ? await request.post('/api/auth/sign-in/username', {
            data: { username, password: DEMO_PASSWORD },
            headers: { origin },
          })
        : await request.post('/api/auth/sign-in/email', {
            data: { email: person.email, password: DEMO_PASSWORD },
            headers: { origin },
          });
    expect(res.status(), await res.text()).toBe(200);
    const file = storageStateOf(username);
    mkdirSync(path.dirname(file), { recursive: true });
    await request.storageState({ path: file });
  });
