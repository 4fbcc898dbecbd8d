/**
 * Typed builders for the Respond stories (Messages, Notifications, the bell, "Message the dealer").
 * Bodies are typed from the shared schemas the API answers with, so a contract change breaks the
 * stories at compile time. `respondApi` answers the screens' calls at the network (mockApi);
 * `storyLive` replaces the tab's live stream with one the story drives (connected, reconnecting,
 * an event arriving); `fixRespondClock` pins "now" so relative dates read the same in every picture.
 */
import { liveConnection, type LiveSource } from '../../src/features/live';
import { messagesClock } from '../../src/features/messages/clock';
import { conversationDraft } from '../../src/features/messages/drafts';
import { seedOutbox, type OutgoingMessage } from '../../src/features/messages/outbox';
import { notificationsClock } from '../../src/features/notifications/clock';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  MESSAGES_PAGE_SIZE,
  NOTIFICATIONS_PAGE_SIZE,
  type LiveEventType,
} from '../../src/shared/respond';
import type {
  Conversation,
  ConversationsPage,
  ConversationSummary,
  Message,
  ReadState,
  SenderSide,
  ThreadPage,
  UnreadCounts,
} from '../../src/shared/schemas/messages';
import type { PersonRef, VehicleCard } from '../../src/shared/schemas/leads';
import type { Notification, NotificationPreferences, NotificationsPage } from '../../src/shared/schemas/notifications';
import { buildViewer } from '../builders';
import { mockApi, ok, type MockReply, type MockRoutes } from './auth';

/** A fixed "now" (a Friday afternoon, UTC): every date below is relative to it. */
export const RESPOND_NOW = '2026-11-20T15:00:00.000Z';
const minutesAgo = (minutes: number) => new Date(Date.parse(RESPOND_NOW) - minutes * 60_000).toISOString();

// ── People ───────────────────────────────────────────────────────────────────────────────────────

/** The dealer staff viewer of the stories (buildViewer's owner of Sunset Motors). */
export const DEALER: PersonRef = { id: 'usr_story_owner', name: 'Dana Dealer' };
export const SALES: PersonRef = { id: 'usr_story_sales_2', name: 'Jordan Kim' };
/** The shopper viewer of the shopper stories. */
export const SHOPPER: PersonRef = { id: 'usr_story_shopper', name: 'Sam Shopper' };
const SHOPPERS: readonly PersonRef[] = [
  SHOPPER,
  { id: 'usr_story_tom', name: 'Tom Nguyen' },
  { id: 'usr_story_rachel', name: 'Rachel Greene' },
  { id: 'usr_story_luis', name: 'Luis Ortega' },
  { id: 'usr_story_mei', name: 'Mei Tanaka' },
];
const DEALERSHIP = { id: 'org_story', name: 'Sunset Motors' };

export const dealerViewer = () => buildViewer({ roles: ['owner'], id: DEALER.id, name: DEALER.name });
export const shopperSideViewer = () =>
  buildViewer({ roles: [], id: SHOPPER.id, name: SHOPPER.name, email: 'sam@example.test' });

// ── Vehicles, messages, conversations ───────────────────────────────────────────────────────────

const VEHICLES: readonly Omit<VehicleCard, 'id' | 'stockNumber'>[] = [
  {
    year: 2021,
    make: 'Honda',
    model: 'Accord',
    trim: 'EX-L',
    priceCents: 2_649_000,
    status: 'available',
    listed: true,
    coverUrl: null,
  },
  {
    year: 2019,
    make: 'Toyota',
    model: 'RAV4',
    trim: 'XLE',
    priceCents: 2_489_500,
    status: 'available',
    listed: true,
    coverUrl: null,
  },
  {
    year: 2022,
    make: 'Ford',
    model: 'F-150',
    trim: 'Lariat',
    priceCents: 4_799_000,
    status: 'pending',
    listed: true,
    coverUrl: null,
  },
  {
    year: 2018,
    make: 'Subaru',
    model: 'Outback',
    trim: 'Limited',
    priceCents: 1_999_000,
    status: 'sold',
    listed: false,
    coverUrl: null,
  },
  {
    year: 2020,
    make: 'Mazda',
    model: 'CX-5',
    trim: 'Touring',
    priceCents: 2_195_000,
    status: 'available',
    listed: true,
    coverUrl: null,
  },
];

export function buildVehicleCard(index = 0, overrides: Partial<VehicleCard> = {}): VehicleCard {
  const base = VEHICLES[index % VEHICLES.length]!;
  return {
    id: `veh_story_${index + 1}`,
    stockNumber: `SM-${String(42 + index).padStart(5, '0')}`,
    ...base,
    ...overrides,
  };
}

export function buildMessage(overrides: Partial<Message> & { side?: SenderSide } = {}): Message {
  const side = overrides.side ?? 'shopper';
  return {
    id: 'msg_story_1',
    conversationId: 'cnv_story_1',
    body: 'Hi, is the Accord still available? Could I come by Saturday morning for a test drive?',
    sender: side === 'shopper' ? SHOPPERS[1]! : DEALER,
    side,
    createdAt: minutesAgo(30),
    ...overrides,
  };
}

/** A short real-sounding exchange, oldest first (the shopper is `shopper`, the dealer answers). */
export function buildExchange(conversationId = 'cnv_story_1', shopper: PersonRef = SHOPPERS[1]!): Message[] {
  const lines: [SenderSide, string, number][] = [
    [
      'shopper',
      'Hi, is the 2021 Accord EX-L still available? Could I come by Saturday morning for a test drive?',
      26 * 60,
    ],
    [
      'dealer',
      'Hi Tom, yes it is! Saturday works. We open at 9. The CARFAX is here: https://www.carfax.com/vehicle/1HGCM82633A004352',
      25 * 60,
    ],
    ['shopper', 'Great, thanks. Does it have the heated rear seats?\nAnd is the price negotiable at all?', 42],
    ['dealer', 'Heated front seats only. On price: we can talk when you are here, we also take trade-ins.', 35],
    ['shopper', 'Perfect, see you Saturday at 9:30.', 12],
  ];
  return lines.map(([side, body, ago], i) =>
    buildMessage({
      id: `msg_${conversationId}_${i + 1}`,
      conversationId,
      side,
      body,
      sender: side === 'shopper' ? shopper : DEALER,
      createdAt: minutesAgo(ago),
    }),
  );
}

/** A long thread: `count` messages, alternating, a few minutes apart, ending `endMinutesAgo` ago. */
export function buildLongThread(count = 60, conversationId = 'cnv_story_1', endMinutesAgo = 5): Message[] {
  return Array.from({ length: count }, (_, i) => {
    const side: SenderSide = i % 3 === 2 ? 'dealer' : i % 2 === 0 ? 'shopper' : 'dealer';
    return buildMessage({
      id: `msg_${conversationId}_long_${i + 1}`,
      conversationId,
      side,
      sender: side === 'shopper' ? SHOPPERS[1]! : i % 4 === 1 ? SALES : DEALER,
      body:
        side === 'shopper'
          ? `Question ${i + 1}: what about the service history and the tires?`
          : `Answer ${i + 1}: all services at our shop; the tires were replaced at 25,000 miles.`,
      createdAt: minutesAgo(endMinutesAgo + (count - 1 - i) * 7),
    });
  });
}

export function buildReadState(overrides: Partial<ReadState> = {}): ReadState {
  return {
    shopperReadAt: null,
    shopperLastReadMessageId: null,
    dealerReadAt: null,
    dealerLastReadMessageId: null,
    ...overrides,
  };
}

export function buildConversationSummary(index = 0, overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  const id = `cnv_story_${index + 1}`;
  const shopper = SHOPPERS[(index + 1) % SHOPPERS.length]!;
  const previews = [
    'Perfect, see you Saturday at 9:30.',
    'Would you take $23,500 if I finance through you?',
    'Is the bed liner included?',
    'Thanks anyway, I found one closer to home.',
    'Can you send a few more photos of the interior?',
  ];
  return {
    id,
    vehicle: buildVehicleCard(index),
    dealership: DEALERSHIP,
    shopper,
    leadId: `lead_story_${index + 1}`,
    customerId: `cus_story_${index + 1}`,
    assignee: index % 3 === 2 ? null : index % 2 === 0 ? DEALER : SALES,
    lastMessage: { preview: previews[index % previews.length]!, side: 'shopper', at: minutesAgo(12 + index * 600) },
    unreadCount: 0,
    updatedAt: minutesAgo(12 + index * 600),
    ...overrides,
  };
}

export function buildConversation(
  summary: ConversationSummary = buildConversationSummary(),
  readState: ReadState = buildReadState(),
): Conversation {
  return { ...summary, readState };
}

/** The dealer's inbox: five conversations, two with unread messages. */
export function buildInbox(): ConversationSummary[] {
  return [
    buildConversationSummary(0),
    buildConversationSummary(1, { unreadCount: 2 }),
    buildConversationSummary(2, { unreadCount: 1 }),
    buildConversationSummary(3, {
      lastMessage: { preview: 'Thanks anyway, I found one closer to home.', side: 'shopper', at: minutesAgo(3 * 1440) },
    }),
    buildConversationSummary(4, {
      lastMessage: { preview: 'Sure, I will send them this afternoon.', side: 'dealer', at: minutesAgo(9 * 1440) },
    }),
  ];
}

/** A shopper's own conversations: the dealership is who they talk to. */
export function buildShopperInbox(): ConversationSummary[] {
  return [
    buildConversationSummary(0, {
      shopper: SHOPPER,
      leadId: null,
      customerId: null,
      assignee: null,
      unreadCount: 1,
      lastMessage: {
        preview: 'Heated front seats only. On price: we can talk when…',
        side: 'dealer',
        at: minutesAgo(35),
      },
    }),
    buildConversationSummary(1, {
      shopper: SHOPPER,
      dealership: { id: 'org_story_2', name: 'Summit Ridge Motors' },
      leadId: null,
      customerId: null,
      assignee: null,
      lastMessage: {
        preview: 'Would you take $23,500 if I finance through you?',
        side: 'shopper',
        at: minutesAgo(2 * 1440),
      },
    }),
  ];
}

export function buildConversationsPage(items: ConversationSummary[] = buildInbox()): ConversationsPage {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 30,
    unreadTotal: items.reduce((sum, c) => sum + c.unreadCount, 0),
  };
}

/** The newest page of a thread (at most MESSAGES_PAGE_SIZE, oldest first) and the cursor to older ones. */
export function buildThreadPage(messages: Message[], limit = MESSAGES_PAGE_SIZE): ThreadPage {
  const items = messages.slice(-limit);
  return { items, nextBefore: messages.length > limit ? (items[0]?.id ?? null) : null };
}

export const buildUnread = (overrides: Partial<UnreadCounts> = {}): UnreadCounts => ({
  messages: 3,
  notifications: 2,
  ...overrides,
});

// ── Notifications ────────────────────────────────────────────────────────────────────────────────

export function buildNotifications(): Notification[] {
  return [
    {
      id: 'ntf_story_1',
      kind: 'lead_assigned',
      title: 'New lead assigned to you: Tom Nguyen, 2021 Honda Accord EX-L',
      body: 'Hi, is the 2021 Accord EX-L still available? Could I come by Saturday morning for a test drive?',
      link: '/dashboard/messages?c=cnv_story_1',
      read: false,
      createdAt: minutesAgo(4),
    },
    {
      id: 'ntf_story_2',
      kind: 'message_new',
      title: 'Rachel Greene wrote about the 2019 Toyota RAV4 XLE',
      body: 'Would you take $23,500 if I finance through you?',
      link: '/dashboard/messages?c=cnv_story_2',
      read: false,
      createdAt: minutesAgo(75),
    },
    {
      id: 'ntf_story_3',
      kind: 'lead_overdue',
      title: 'Lead overdue: Luis Ortega, 2022 Ford F-150 Lariat',
      body: 'No reply for 15 minutes.',
      link: '/dashboard/messages?c=cnv_story_3',
      read: true,
      createdAt: minutesAgo(5 * 60),
    },
    {
      id: 'ntf_story_4',
      kind: 'plan_limit',
      title: 'You have listed 50 of 50 vehicles on the Dealer plan',
      body: 'Upgrade to Pro to list more.',
      link: null,
      read: true,
      createdAt: minutesAgo(3 * 1440),
    },
  ];
}

export function buildNotificationsPage(items: Notification[] = buildNotifications()): NotificationsPage {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: NOTIFICATIONS_PAGE_SIZE,
    unreadCount: items.filter((n) => !n.read).length,
  };
}

export const buildPreferences = (
  overrides: Partial<NotificationPreferences['preferences']> = {},
): NotificationPreferences['preferences'] => ({
  ...structuredClone(DEFAULT_NOTIFICATION_PREFERENCES as NotificationPreferences['preferences']),
  ...overrides,
});

// ── The API of a story ──────────────────────────────────────────────────────────────────────────

export interface RespondWorld {
  readonly inbox?: ConversationSummary[] | MockReply;
  /** Conversations by id (answered by GET /api/conversations/{id}), with their threads. */
  readonly conversations?: readonly { conversation: Conversation; messages: Message[] | MockReply }[];
  readonly unread?: UnreadCounts | MockReply;
  readonly notifications?: Notification[] | MockReply;
  readonly preferences?: NotificationPreferences['preferences'] | MockReply;
  /** Anything else (a send's answer, a failure). */
  readonly extra?: MockRoutes;
}

const isReply = (value: unknown): value is MockReply =>
  value === 'pending' || (typeof value === 'object' && value !== null && 'status' in value && !Array.isArray(value));

/** The mockApi routes of a Respond story's world (GETs of lists, conversations, threads, counts). */
export function respondRoutes(world: RespondWorld = {}): MockRoutes {
  const routes: Record<string, MockRoutes[string]> = {};
  const inbox = world.inbox ?? buildInbox();
  routes['GET /api/conversations'] = isReply(inbox) ? inbox : ok(buildConversationsPage(inbox));
  for (const { conversation, messages } of world.conversations ?? []) {
    routes[`GET /api/conversations/${conversation.id}`] = ok({ conversation });
    routes[`GET /api/conversations/${conversation.id}/messages`] = isReply(messages)
      ? messages
      : ok(buildThreadPage(messages));
    routes[`POST /api/conversations/${conversation.id}/read`] = ok({
      readState: conversation.readState,
      unreadTotal: 0,
    });
  }
  const unread = world.unread ?? buildUnread();
  routes['GET /api/unread'] = isReply(unread) ? unread : ok(unread);
  const notifications = world.notifications ?? buildNotifications();
  if (isReply(notifications)) routes['GET /api/notifications'] = notifications;
  else {
    // Remembers what was marked read, so the refetch after "Mark read" shows it read.
    let current = [...notifications];
    routes['GET /api/notifications'] = () => ok(buildNotificationsPage(current));
    routes['POST /api/notifications/read'] = (body) => {
      const { ids, all } = (body ?? {}) as { ids?: string[]; all?: boolean };
      current = current.map((n) => (all || ids?.includes(n.id) ? { ...n, read: true } : n));
      return ok({ unreadCount: current.filter((n) => !n.read).length });
    };
  }
  const preferences = world.preferences ?? buildPreferences();
  routes['GET /api/notifications/preferences'] = isReply(preferences) ? preferences : ok({ preferences });
  routes['PATCH /api/notifications/preferences'] = (body) => ({
    status: 200,
    body: {
      preferences: {
        ...buildPreferences(),
        ...Object.fromEntries(
          Object.entries((body as { preferences: Record<string, object> }).preferences).map(([k, v]) => [
            k,
            { ...buildPreferences()[k as keyof NotificationPreferences['preferences']], ...v },
          ]),
        ),
      },
    },
  });
  return { ...routes, ...world.extra };
}

/** The open conversation of the dealer stories: Tom about the Accord, read by him up to the last reply. */
export function openConversation(messages: Message[] = buildExchange(), overrides: Partial<ConversationSummary> = {}) {
  const lastDealer = messages.findLast((m) => m.side === 'dealer');
  return {
    conversation: buildConversation(
      buildConversationSummary(0, overrides),
      buildReadState({
        shopperReadAt: minutesAgo(20),
        shopperLastReadMessageId: lastDealer?.id ?? null,
        dealerReadAt: minutesAgo(11),
        dealerLastReadMessageId: messages.at(-1)?.id ?? null,
      }),
    ),
    messages,
  };
}

// ── Live stream, clock, drafts, outbox ──────────────────────────────────────────────────────────

type Cleanup = () => void;

const openSources = new Set<StoryLiveSource>();
let eventSeq = 1000;

/** A stand-in for EventSource the story drives. */
class StoryLiveSource implements LiveSource {
  readyState = 0;
  onopen: ((event: Event) => unknown) | null = null;
  onerror: ((event: Event) => unknown) | null = null;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  constructor(mode: 'connected' | 'reconnecting') {
    openSources.add(this);
    // After the subscriber has set its handlers, as a real stream would.
    queueMicrotask(() => {
      if (mode === 'connected') {
        this.readyState = 1;
        this.onopen?.(new Event('open'));
      } else {
        // The browser is retrying by itself (CONNECTING), as after a dropped network.
        this.readyState = 0;
        this.onerror?.(new Event('error'));
      }
    });
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = 2;
    openSources.delete(this);
  }
  emit(type: LiveEventType, data: unknown) {
    const event = new MessageEvent<string>(type, { data: JSON.stringify(data), lastEventId: String(++eventSeq) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

/**
 * A live event arriving on the story's stream (a play function awaits it). It waits for the stream
 * to be open first: the screen can be on view a moment before the layout's effects subscribe.
 */
export async function emitLive(type: LiveEventType, data: unknown) {
  const until = Date.now() + 5000;
  while (![...openSources].some((s) => s.readyState === 1)) {
    if (Date.now() > until) throw new Error('The story has no open live stream (is storyLive in its beforeEach?)');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  for (const source of openSources) if (source.readyState === 1) source.emit(type, data);
}

/** The story's live stream: connected, or dropped and reconnecting (the banner). */
export const storyLive =
  (mode: 'connected' | 'reconnecting' = 'connected') =>
  (): Cleanup =>
    liveConnection.replaceTransport(() => new StoryLiveSource(mode));

/** Pins "now" for the relative dates (Today, 5 minutes ago). */
export const fixRespondClock = (): Cleanup => {
  const at = Date.parse(RESPOND_NOW);
  const before = [messagesClock.now, notificationsClock.now] as const;
  messagesClock.now = () => at;
  notificationsClock.now = () => at;
  return () => {
    messagesClock.now = before[0];
    notificationsClock.now = before[1];
  };
};

/** A draft left in a conversation's composer (sessionStorage), as if typed before leaving. */
export const withDraft = (conversationId: string, text: string) => (): Cleanup => {
  const key = `lotline:message-draft:${conversationDraft(conversationId)}`;
  sessionStorage.setItem(key, text);
  return () => sessionStorage.removeItem(key);
};

/** Messages on their way in the outbox (sending, or failed with Retry). */
export function buildOutgoing(overrides: Partial<OutgoingMessage> = {}): OutgoingMessage {
  return {
    localId: 'out_story_1',
    conversationId: 'cnv_story_1',
    body: 'I can also hold it for you until Saturday with a refundable deposit.',
    idempotencyKey: 'story-key-00000001',
    status: 'sending',
    error: null,
    createdAt: minutesAgo(0),
    ...overrides,
  };
}
export const withOutbox =
  (...items: OutgoingMessage[]) =>
  (): Cleanup =>
    seedOutbox(items);

/**
 * A Respond story's beforeEach: its API world, the live stream (connected unless said), the fixed
 * clock, and anything else (drafts, outbox). Cleans up all of it after the story.
 */
export function respondStory(
  world: RespondWorld = {},
  options: { live?: 'connected' | 'reconnecting'; also?: readonly (() => Cleanup)[] } = {},
) {
  return () => {
    const cleanups: Cleanup[] = [
      mockApi(respondRoutes(world))(),
      fixRespondClock(),
      storyLive(options.live ?? 'connected')(),
      ...(options.also ?? []).map((setup) => setup()),
    ];
    return () => {
      for (const cleanup of cleanups.reverse()) cleanup();
    };
  };
}
