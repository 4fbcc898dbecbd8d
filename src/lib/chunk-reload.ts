/**
 * After a deploy, an open tab may ask for a script chunk that no longer exists. Reloading fetches
 * the new build; remembering each distinct message per session stops a reload loop when the
 * chunk is really broken.
 */
const KEY_PREFIX = 'lotline:chunk-reload:';

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading chunk [\w-]+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

/** True the first time a given message is seen in this session (and records it). */
export function shouldReloadForChunkError(message: string, storage: Pick<Storage, 'getItem' | 'setItem'>): boolean {
  const key = KEY_PREFIX + message;
  try {
    if (storage.getItem(key)) return false;
    storage.setItem(key, '1');
    return true;
  } catch {
    // Storage unavailable (private mode): never reload, rather than risk a loop.
    return false;
  }
}

/** Reloads the page once per distinct message per session; returns whether it did. */
export function reloadOnceForChunkError(error: unknown, win: Window = window): boolean {
  if (!isChunkLoadError(error)) return false;
  const message = error instanceof Error ? error.message : String(error);
  if (!shouldReloadForChunkError(message, win.sessionStorage)) return false;
  win.location.reload();
  return true;
}
