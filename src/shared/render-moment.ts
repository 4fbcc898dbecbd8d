/**
 * What a server render and the browser's hydration of its markup must agree on (issue 14): the
 * moment the page was rendered, the reader's time zone, and whether the window was guessed narrow.
 *
 * A dashboard page is rendered on the server for the person who asked, then taken over by the app
 * in the browser a moment later. Anything a screen renders from "now" ("45 s", "Today") or from the
 * time zone ("3:04 PM") must come out the same both times, or React throws the markup away. So
 * while the server renders, and while the browser hydrates, the moment is pinned: `renderNow()` is
 * the render's time and `dateTimeFormat` formats in the zone the page was rendered for. Once the
 * app is live the pin is lifted and both follow the real clock and the browser's own zone.
 */

export interface RenderMoment {
  /** Epoch ms of the render. */
  readonly at: number;
  /** IANA zone the page's times are written in; undefined: the runtime's own. */
  readonly zone?: string | undefined;
  /** The window was taken for a phone's (the server's guess from the request). */
  readonly narrow: boolean;
}

let pinned: RenderMoment | undefined;
/**
 * The layout guess of the page the browser took over, kept after the moment is unpinned: a part of
 * the page React hydrates later (inside a Suspense boundary) must still render the server's guess.
 */
let hydratedPageNarrow = false;

/** Pins the moment for `render` (synchronous: a server render is, and so is hydration's first pass). */
export function withRenderMoment<T>(moment: RenderMoment, render: () => T): T {
  const previous = pinned;
  pinned = moment;
  try {
    return render();
  } finally {
    pinned = previous;
  }
}

/** Pins the moment until `unpin()` is called: the browser, from hydration until the app is live. */
export function pinRenderMoment(moment: RenderMoment): () => void {
  pinned = moment;
  hydratedPageNarrow = moment.narrow;
  return () => {
    if (pinned === moment) pinned = undefined;
  };
}

/**
 * Whether the server rendered this page for a phone's window: what a component renders until it is
 * hydrated (it then reads the window itself).
 */
export const renderedNarrow = (): boolean => pinned?.narrow ?? hydratedPageNarrow;

/** "Now" for what a screen renders: the render's moment while one is pinned, else the clock. */
export const renderNow = (): number => pinned?.at ?? Date.now();

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0 && zone.length < 64;
  } catch {
    return false;
  }
}

/** The runtime's own time zone ("America/Chicago"). */
export const ownTimeZone = (): string => new Intl.DateTimeFormat().resolvedOptions().timeZone;

export interface DateTimeFormatter {
  format(date?: Date | number): string;
  formatToParts(date?: Date | number): Intl.DateTimeFormatPart[];
}

/**
 * `new Intl.DateTimeFormat(locale, options)` for what screens show, in the reader's zone: the
 * browser's own, or while a render moment is pinned, the zone the page is rendered for. Options
 * that name a zone (UTC calendar days) keep it. Made once per zone, on first use.
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): DateTimeFormatter {
  const byZone = new Map<string, Intl.DateTimeFormat>();
  const current = (): Intl.DateTimeFormat => {
    const zone = options.timeZone ? '' : (pinned?.zone ?? '');
    let formatter = byZone.get(zone);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(locale, zone ? { ...options, timeZone: zone } : options);
      byZone.set(zone, formatter);
    }
    return formatter;
  };
  return {
    format: (date) => current().format(date),
    formatToParts: (date) => current().formatToParts(date),
  };
}
