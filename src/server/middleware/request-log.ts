/** One log line per request: method, path, status and time. */
import type { MiddlewareHandler } from 'hono';

export const requestLog =
  (log: (line: string) => void): MiddlewareHandler =>
  async (c, next) => {
    const started = performance.now();
    await next();
    // c.req.path has no query string: tokens and emails in queries stay out of logs.
    log(`${c.req.method} ${c.req.path} ${c.res.status} ${Math.round(performance.now() - started)}ms`);
  };
