/**
 * The README's `npm start`, as a newcomer runs it (no NODE_ENV, no OUTBOX_API): the outbox of
 * codes and reset links must not be reachable, since anyone who can reach the port could take
 * over any account with it. A real process on a real port, not app.request().
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/machine';

let child: ChildProcess;
let base: string;
let dataDir: string;
let output = '';

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'lotline-start-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), PGLITE_DATA_DIR: dataDir, SKIP_BUILD: '1' };
  delete env.NODE_ENV;
  delete env.OUTBOX_API;
  delete env.DATABASE_URL;
  delete env.VITEST;
  child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env, stdio: 'pipe' });
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}, 120_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a server started as the README says', () => {
  it('has no outbox endpoint, even for a caller on the same machine', async () => {
    for (const path of ['/api/outbox', '/api/outbox?to=marcus.bell%40riverside-auto.example&limit=100']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(404);
      const text = await res.text();
      expect(text).not.toMatch(/"emails"|reset-password\?token|"code"\s*:\s*"\d/);
    }
  });

  it('does not describe the outbox in its OpenAPI document, nor print a warning', async () => {
    expect(output).not.toContain('OUTBOX_API=1');
    const doc = (await (await fetch(`${base}/api/openapi.json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain('/api/health');
  });

  it('still prints codes to its own console for the developer running it', async () => {
    const res = await fetch(`${base}/api/auth/request-password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base.replace('127.0.0.1', 'localhost') },
      body: JSON.stringify({ identifier: 'marcus.bell' }),
    });
    expect(res.status).toBe(200);
    await expect.poll(() => output, { timeout: 10_000 }).toMatch(/reset-password\?token=/);
  });
});
