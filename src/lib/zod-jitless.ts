import { z } from 'zod/mini';

// zod 4 probes `new Function` to decide on its JIT; the CSP (script-src without 'unsafe-eval')
// blocks it and Chromium reports a CSP issue on every page (Lighthouse best practices).
// Imported first by main.tsx: some modules parse while they load, before main's own body runs.
// zod/mini's `config` sets the same global config as classic's, without loading classic (issue 14).
z.config({ jitless: true });
