/**
 * React's side of the live stream. Features never import each other (DESIGN.md), so this feature
 * knows nothing of messages or leads: each feature exports a `LiveSync` (its caches' reactions to
 * events, e.g. messagesLiveSync), and the dashboard layout hands them to <LiveSync> once per tab.
 * Screens that need more (the offline banner, a thread scrolling down) use the hooks below.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { LiveEventType } from '../../shared/respond';
import { liveConnection, type LiveConnection, type LiveEvent, type LiveStatus } from './live-connection';

/** What one feature does with the events it cares about (data: the event's JSON, unchecked). */
export type LiveHandlers = {
  readonly [K in LiveEventType]?: (data: Readonly<Record<string, unknown>>, event: LiveEvent) => void;
} & {
  /** The stream is back after a drop: refetch what a replay may not cover. */
  readonly reconnected?: () => void;
};
/** A feature's cache rules, given the app's QueryClient. */
export type LiveSyncRules = (queryClient: QueryClient) => LiveHandlers;

/**
 * Calls `handlers` for the events they name while the component is mounted (and keeps the tab's
 * stream open meanwhile). The latest handlers are used without resubscribing.
 */
export function useLiveEvents(handlers: LiveHandlers, connection: LiveConnection = liveConnection) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(
    () =>
      connection.subscribe({
        event: (event) => latest.current[event.type]?.(event.data, event),
        reconnected: () => latest.current.reconnected?.(),
      }),
    [connection],
  );
}

/** connected / reconnecting…: for an offline banner. The server render says idle. */
export function useLiveStatus(connection: LiveConnection = liveConnection): LiveStatus {
  return useSyncExternalStore(connection.onStatus, connection.getStatus, () => 'idle');
}

/** Keeps the tab's stream open and applies each feature's cache rules. Render once, signed in. */
export function LiveSync({ syncs }: { syncs: readonly LiveSyncRules[] }) {
  const queryClient = useQueryClient();
  const handlers = useMemo(() => syncs.map((sync) => sync(queryClient)), [syncs, queryClient]);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(
    () =>
      liveConnection.subscribe({
        event: (event) => {
          for (const h of latest.current) h[event.type]?.(event.data, event);
        },
        reconnected: () => {
          for (const h of latest.current) h.reconnected?.();
        },
      }),
    [],
  );
  return null;
}
