/**
 * The app's entry, kept small on purpose: a server-rendered page already works as HTML (index.html's
 * boot script answers its first controls), so the app takes over in stages, each its own task with
 * a yield to input between them — the theme system's module, the system itself, React DOM, the
 * route tree, the rest of the app, then the router and hydration (src/app/start.tsx). A tap during
 * boot waits for one stage at most, not for the whole boot in one long task (issue 13). The stages' chunks are fetched with the
 * page (src/server/route-preloads.ts BOOT_MODULES), so splitting costs no extra round trip.
 */
import '@fontsource-variable/inter';

/** Ends the current task; input that arrived meanwhile is handled before the next stage runs. */
const yieldToInput = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// zod first: it probes `new Function` while modules load unless told not to (src/lib/zod-jitless.ts).
await import('./lib/zod-jitless');
await yieldToInput();
const { getSystem } = await import('./theme/system');
await yieldToInput();
getSystem();
await yieldToInput();
await import('./app/stage-react');
await yieldToInput();
// The routes with their search schemas: the router and every area's zod definitions.
await import('./app/route-tree.gen');
await yieldToInput();
const { startApp } = await import('./app/start');
await yieldToInput();
await startApp(yieldToInput);
