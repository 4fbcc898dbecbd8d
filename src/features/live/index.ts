export { createLiveConnection, liveConnection, LIVE_RETRY_MAX_MS } from './live-connection';
export type { LiveConnection, LiveEvent, LiveListener, LiveSource, LiveStatus, LiveTransport } from './live-connection';
export { LiveSync, useLiveEvents, useLiveStatus } from './use-live';
export type { LiveHandlers, LiveSyncRules } from './use-live';
export { LiveStatusBanner } from './components/live-status-banner';
