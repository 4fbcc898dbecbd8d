/**
 * What every script and test that starts a server or a browser on this machine needs, once:
 * a free loopback port, and Debian Chromium's flags (DESIGN.md › Facts learned on this machine —
 * without the networking flags Chromium's connections are refused by the closed network).
 */
import { createServer } from 'node:net';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** A port nothing listens on right now (the OS picks it; the caller binds it soon after). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
