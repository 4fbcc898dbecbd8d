/**
 * The tab's live stream (src/features/live/live-connection.ts): one stream for every listener,
 * status for the offline banner, the browser's own retries left to it, our own reopen (with the
 * last id seen) when it gives up, `reconnected` after a drop, and the stream closed once nobody listens.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveConnection, LIVE_RETRY_MAX_MS, type LiveSource } from '../../src/features/live/live-connection';
import { LIVE_RETRY_MS } from '../../src/shared/respond';
import { linkify } from '../../src/features/messages/components/message-body';

class FakeSource implements LiveSource {
  readyState = 0;
  onopen: ((event: Event) => unknown) | null = null;
  onerror: ((event: Event) => unknown) | null = null;
  closed = false;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  /** A drop: CONNECTING while the browser retries by itself, CLOSED when it gave up. */
  fail(readyState: 0 | 2) {
    this.readyState = readyState;
    this.onerror?.(new Event('error'));
  }
  emit(type: string, data: unknown, id: string) {
    for (const l of this.listeners.get(type) ?? [])
      l(new MessageEvent<string>(type, { data: JSON.stringify(data), lastEventId: id }));
  }
}

const setup = () => {
  const sources: FakeSource[] = [];
  const connection = createLiveConnection({
    transport: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
  });
  return { connection, sources, latest: () => sources.at(-1)! };
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('live connection', () => {
  it('opens one stream for every listener and hands each the events', () => {
    const { connection, sources, latest } = setup();
    const a = vi.fn();
    const b = vi.fn();
    connection.subscribe({ event: a });
    connection.subscribe({ event: b });
    expect(sources).toHaveLength(1);
    expect(latest().url).toBe('/api/events');
    expect(connection.getStatus()).toBe('connecting');
    latest().open();
    expect(connection.getStatus()).toBe('connected');
    latest().emit('message.created', { conversationId: 'c1' }, '7');
    expect(a).toHaveBeenCalledWith({ id: '7', type: 'message.created', data: { conversationId: 'c1' } });
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('leaves a dropped stream to the browser while it retries, and says reconnected when it is back', () => {
    const { connection, sources, latest } = setup();
    const reconnected = vi.fn();
    connection.subscribe({ reconnected });
    latest().open();
    latest().fail(0);
    expect(connection.getStatus()).toBe('reconnecting');
    vi.advanceTimersByTime(LIVE_RETRY_MAX_MS);
    expect(sources).toHaveLength(1);
    latest().open();
    expect(connection.getStatus()).toBe('connected');
    expect(reconnected).toHaveBeenCalledTimes(1);
  });

  it('reopens a stream the browser gave up on, from the last event seen, backing off', () => {
    const { connection, sources, latest } = setup();
    connection.subscribe({});
    latest().open();
    latest().emit('unread.changed', { messages: 1 }, '41');
    latest().fail(2);
    expect(connection.getStatus()).toBe('reconnecting');
    vi.advanceTimersByTime(LIVE_RETRY_MS - 1);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    expect(sources[0]!.closed).toBe(true);
    expect(latest().url).toBe('/api/events?lastEventId=41');
    latest().fail(2);
    vi.advanceTimersByTime(LIVE_RETRY_MS * 2 - 1);
    expect(sources).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(3);
    latest().open();
    expect(connection.getStatus()).toBe('connected');
  });

  it('closes the stream a moment after the last listener leaves, not between two screens', () => {
    const { connection, sources, latest } = setup();
    const stop = connection.subscribe({});
    latest().open();
    stop();
    vi.advanceTimersByTime(500);
    const again = connection.subscribe({});
    vi.advanceTimersByTime(5_000);
    expect(sources).toHaveLength(1);
    expect(latest().closed).toBe(false);
    again();
    vi.advanceTimersByTime(5_000);
    expect(latest().closed).toBe(true);
    expect(connection.getStatus()).toBe('idle');
  });

  it('ignores an event whose data is not JSON, and one listener throwing does not stop the others', () => {
    const { connection, latest } = setup();
    const good = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    connection.subscribe({
      event: () => {
        throw new Error('boom');
      },
    });
    connection.subscribe({ event: good });
    latest().open();
    for (const l of (
      latest() as unknown as { listeners: Map<string, ((e: MessageEvent<string>) => void)[]> }
    ).listeners.get('notification.created') ?? [])
      l(new MessageEvent<string>('notification.created', { data: 'not json', lastEventId: '1' }));
    expect(good).not.toHaveBeenCalled();
    latest().emit('notification.created', { unreadCount: 2 }, '2');
    expect(good).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(1);
  });
});

describe('message bodies', () => {
  it('makes http(s) and www. links, leaving sentence punctuation and everything else as text', () => {
    expect(linkify('See https://example.com/car?id=1. Or www.example.org, thanks!')).toEqual([
      { text: 'See ' },
      { text: 'https://example.com/car?id=1', href: 'https://example.com/car?id=1' },
      { text: '. Or ' },
      { text: 'www.example.org', href: 'https://www.example.org' },
      { text: ', thanks!' },
    ]);
    expect(linkify('<b>not html</b> javascript:alert(1)')).toEqual([{ text: '<b>not html</b> javascript:alert(1)' }]);
  });
});
