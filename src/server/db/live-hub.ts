/**
 * The live-event bus behind GET /api/events. publish() writes each event to the log (its id is
 * the SSE event id, so streams resume with Last-Event-ID) and delivers it to this process's open
 * streams at once. On PostgreSQL it also announces the new ids with NOTIFY, and every other
 * instance LISTENing reads those rows for its own open streams: a message sent through one
 * instance reaches a tab connected to another. On PGlite (one process) delivery stays in process.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Db } from './client';
import {
  insertLiveEvents,
  liveEventsInRange,
  pruneLiveEvents,
  type LiveEventInput,
  type LiveEventRow,
} from './queries/live-events';

export type LiveListener = (event: LiveEventRow) => void;

export interface LiveHub {
  publish(events: readonly LiveEventInput[]): Promise<void>;
  /** Streams of one user in this process; returns the unsubscribe. */
  subscribe(userId: string, listener: LiveListener): Promise<() => void>;
  /** Open streams in this process (the benchmark reads it). */
  readonly connections: () => number;
  close(): Promise<void>;
}

const CHANNEL = 'lotline_live';

/** The pg.Pool behind a node-postgres drizzle handle; undefined on PGlite. */
const poolOf = (db: Db): pg.Pool | undefined => {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
};

export const createLiveHub = (db: Db): LiveHub => {
  const listeners = new Map<string, Set<LiveListener>>();
  const instance = randomUUID();
  const pool = poolOf(db);
  let listenClient: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let closed = false;
  let published = 0;

  const deliver = (row: LiveEventRow) => {
    for (const listener of listeners.get(row.userId) ?? []) listener(row);
  };

  const onNotification = async (payload: string | undefined) => {
    if (!payload) return;
    const note = JSON.parse(payload) as { from: number; to: number; instance: string };
    if (note.instance === instance) return;
    const rows = await liveEventsInRange(db, note.from, note.to, [...listeners.keys()]);
    rows.forEach(deliver);
  };

  /** One dedicated connection LISTENs, opened with the first stream (processes without streams never hold one). */
  const ensureListening = () => {
    if (!pool || closed) return Promise.resolve();
    connecting ??= (async () => {
      const client = new pg.Client(pool.options);
      client.on('notification', (msg) => {
        onNotification(msg.payload).catch((error: unknown) => console.error('[live] could not relay', error));
      });
      client.on('error', (error) => {
        // Reconnect on the next subscribe; open streams resume from the log when their client reconnects.
        console.error(`[live] LISTEN connection lost: ${error.message}`);
        listenClient = undefined;
        connecting = undefined;
      });
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      listenClient = client;
    })().catch((error: unknown) => {
      connecting = undefined;
      throw error;
    });
    return connecting;
  };

  return {
    async publish(events) {
      const rows = await insertLiveEvents(db, events);
      if (!rows.length) return;
      rows.forEach(deliver);
      if (pool) {
        const ids = rows.map((r) => r.id);
        const payload = JSON.stringify({ from: Math.min(...ids), to: Math.max(...ids), instance });
        await pool.query('select pg_notify($1, $2)', [CHANNEL, payload]);
      }
      // Keep the log a day long without a scheduler: every so often, a publish prunes it.
      published += 1;
      if (published % 500 === 0) await pruneLiveEvents(db);
    },
    async subscribe(userId, listener) {
      await ensureListening();
      let set = listeners.get(userId);
      if (!set) listeners.set(userId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (!set.size) listeners.delete(userId);
      };
    },
    connections: () => [...listeners.values()].reduce((n, s) => n + s.size, 0),
    async close() {
      closed = true;
      listeners.clear();
      await connecting?.catch(() => undefined);
      await listenClient?.end().catch(() => undefined);
    },
  };
};
