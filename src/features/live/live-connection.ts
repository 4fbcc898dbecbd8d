/**
 * The tab's one live-event stream (GET /api/events, server-sent events; payloads in
 * src/shared/schemas/notifications.ts › LiveEventSchema). Every part of the app that wants live
 * events subscribes here, so a tab holds one connection however many screens listen.
 *
 * Reconnecting: while the browser's EventSource retries by itself (a dropped network, a server
 * restart) it sends Last-Event-ID and the server replays what was missed. When the browser gives up
 * (the stream answered an error status, e.g. a proxy's 502 during a deploy) we open a new stream
 * ourselves, with the last id we saw as `?lastEventId=` (a new EventSource cannot set the header),
 * backing off from LIVE_RETRY_MS to LIVE_RETRY_MAX_MS. Listeners hear `reconnected` after any drop,
 * so caches can refetch what a replay cannot bring back (the live-event log is pruned eventually).
 */
import { LIVE_EVENT_TYPES, LIVE_RETRY_MS, type LiveEventType } from '../../shared/respond';

/** idle: nobody listens; connecting: the first open; reconnecting: a drop, retrying. */
export type LiveStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting';

export interface LiveEvent {
  /** The live-event log's id (what Last-Event-ID resumes from). */
  readonly id: string;
  readonly type: LiveEventType;
  /** The event's JSON data; each type's shape is in LiveEventSchema's comment. */
  readonly data: Readonly<Record<string, unknown>>;
}

/** The part of EventSource the connection uses: stories and tests hand in their own. */
export interface LiveSource {
  readonly readyState: number;
  onopen: ((event: Event) => unknown) | null;
  onerror: ((event: Event) => unknown) | null;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}
export type LiveTransport = (url: string) => LiveSource;

export interface LiveListener {
  readonly event?: (event: LiveEvent) => void;
  /** The stream is back after a drop: refetch what might have been missed. */
  readonly reconnected?: () => void;
}

/** EventSource.readyState values (the constants are not on every EventSource-like object). */
const CONNECTING = 0;
const CLOSED = 2;
export const LIVE_RETRY_MAX_MS = 30_000;
/** A screen change unmounts and remounts listeners: keep the stream open across that gap. */
const CLOSE_GRACE_MS = 1_000;

const browserTransport: LiveTransport = (url) => new EventSource(url, { withCredentials: true });

export interface LiveConnection {
  /** Starts listening (opens the stream for the first listener); returns the stop. */
  subscribe(listener: LiveListener): () => void;
  getStatus(): LiveStatus;
  /** For useSyncExternalStore. */
  onStatus(callback: () => void): () => void;
  /**
   * Replaces how the stream is opened (stories drive a fake stream; tests a stub), reopening it at
   * once if it is open. Returns the restore.
   */
  replaceTransport(transport: LiveTransport): () => void;
}

export function createLiveConnection(options: { url?: string; transport?: LiveTransport } = {}): LiveConnection {
  const url = options.url ?? '/api/events';
  let transport = options.transport ?? browserTransport;
  const listeners = new Set<LiveListener>();
  const statusCallbacks = new Set<() => void>();
  let status: LiveStatus = 'idle';
  let source: LiveSource | null = null;
  let lastEventId: string | null = null;
  /** Set by a drop; cleared (and announced) when the stream opens again. */
  let dropped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = LIVE_RETRY_MS;

  const setStatus = (next: LiveStatus) => {
    if (status === next) return;
    status = next;
    for (const callback of [...statusCallbacks]) callback();
  };

  const dispatch = (type: LiveEventType, message: MessageEvent<string>) => {
    if (message.lastEventId) lastEventId = message.lastEventId;
    let data: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(message.data);
      data = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    } catch {
      return;
    }
    const event: LiveEvent = { id: message.lastEventId, type, data };
    for (const listener of [...listeners]) {
      try {
        listener.event?.(event);
      } catch (error) {
        // One listener's bug must not stop the others from hearing the event.
        console.error(error);
      }
    }
  };

  const teardown = () => {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    if (source) {
      source.onopen = null;
      source.onerror = null;
      source.close();
      source = null;
    }
  };

  const open = () => {
    teardown();
    const resume = lastEventId
      ? `${url}${url.includes('?') ? '&' : '?'}lastEventId=${encodeURIComponent(lastEventId)}`
      : url;
    let opened: LiveSource;
    try {
      opened = transport(resume);
    } catch {
      scheduleRetry();
      return;
    }
    source = opened;
    setStatus(dropped ? 'reconnecting' : status === 'connected' ? 'connected' : 'connecting');
    opened.onopen = () => {
      if (source !== opened) return;
      retryMs = LIVE_RETRY_MS;
      setStatus('connected');
      if (dropped) {
        dropped = false;
        for (const listener of [...listeners]) listener.reconnected?.();
      }
    };
    opened.onerror = () => {
      if (source !== opened) return;
      dropped = true;
      setStatus('reconnecting');
      // CONNECTING: the browser retries by itself (with Last-Event-ID). CLOSED: it gave up; we retry.
      if (opened.readyState === CLOSED) scheduleRetry();
    };
    for (const type of LIVE_EVENT_TYPES)
      opened.addEventListener(type, (message) => {
        if (source === opened) dispatch(type, message);
      });
  };

  const scheduleRetry = () => {
    clearTimeout(retryTimer);
    if (listeners.size === 0) return;
    dropped = true;
    setStatus('reconnecting');
    const wait = retryMs;
    retryMs = Math.min(retryMs * 2, LIVE_RETRY_MAX_MS);
    retryTimer = setTimeout(open, wait);
  };

  // The browser knows first when the network goes: say so at once, and retry as soon as it is back.
  const onOffline = () => {
    if (listeners.size === 0) return;
    dropped = true;
    setStatus('reconnecting');
  };
  const onOnline = () => {
    if (listeners.size === 0 || status === 'connected') return;
    retryMs = LIVE_RETRY_MS;
    if (!source || source.readyState !== CONNECTING) open();
  };

  const start = () => {
    if (typeof window !== 'undefined') {
      window.addEventListener('offline', onOffline);
      window.addEventListener('online', onOnline);
    }
    open();
  };
  const stop = () => {
    teardown();
    if (typeof window !== 'undefined') {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    }
    dropped = false;
    retryMs = LIVE_RETRY_MS;
    setStatus('idle');
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      clearTimeout(closeTimer);
      closeTimer = undefined;
      if (!source && !retryTimer) start();
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        clearTimeout(closeTimer);
        closeTimer = setTimeout(() => {
          if (listeners.size === 0) stop();
        }, CLOSE_GRACE_MS);
      };
    },
    getStatus: () => status,
    onStatus(callback) {
      statusCallbacks.add(callback);
      return () => statusCallbacks.delete(callback);
    },
    replaceTransport(next) {
      const previous = transport;
      transport = next;
      const reopen = () => {
        // A different stream: nothing carries over from the old one (not even one closing after its last listener).
        clearTimeout(closeTimer);
        stop();
        lastEventId = null;
        if (listeners.size > 0) start();
      };
      reopen();
      return () => {
        transport = previous;
        reopen();
      };
    },
  };
}

/** The tab's connection. */
export const liveConnection = createLiveConnection();
