import { SSR_STATE_ID } from '../../shared/constants';
import { inlineScriptHashes } from '../static';
import type { RenderedApp } from '../../app/ssr/server-entry';
import { ownTimeZone, type RenderMoment } from '../../shared/render-moment';

/** Vite's entry script tag in the built index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
/**
 * Vite's preloads of the entry's chunks and the route's (src/server/route-preloads.ts): fetching them
 * during load would compete with the page itself, so they move to #root's data-boot-preload and the
 * boot script asks for them all at once when the app starts (its stages then load without a waterfall).
 */
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
/** Vite's stylesheet link (the font faces): small, so inlined rather than a render-blocking request. */
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/** The Latin face of the text font (fontsource names it `…-latin-wght-normal-<hash>.woff2`). */
const LATIN_FONT = /url\((\/assets\/[\w-]*-latin-wght-normal-[\w-]+\.woff2)\)/g;

/**
 * A rendered page paints at once, before the browser would ask for the font (it asks when it first
 * lays text out): the page would paint in the fallback font and reflow when Inter arrives, moving
 * table columns and buttons (issue 14's "no layout shift"). Preloaded, the font is there for the
 * first paint.
 */
const fontPreloads = (css: string): string =>
  [...new Set([...css.matchAll(LATIN_FONT)].map((m) => m[1]!))]
    .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)
    .join('');

/**
 * Holds the first paint until the parser has passed the page's content (#root, then the state
 * script this names). A dashboard list of 50 rows was parsed in slices on a slow phone, and the
 * browser painted between them: a table's header and first rows, then the rest, whose wider cells
 * moved every column sideways (CLS up to 0.013 on the inventory and leads at ×4 CPU, issue 14).
 * Browsers without `rel="expect"` ignore it and paint as before.
 */
const renderAfterContent = `<link rel="expect" href="#${SSR_STATE_ID}" blocking="render">`;

/**
 * The render's moment on #root (src/app/start.tsx pins the same while it hydrates): its time, the
 * zone its times are written in (the reader's, or the server's own when it is not known), whether it
 * was rendered for one person (src/app/start.tsx renders such a page afresh when the browser's zone
 * differs), and the layout guess.
 */
const momentAttributes = ({ at, zone, narrow }: RenderMoment, forReader: boolean): string =>
  [
    `data-render-at="${at}"`,
    `data-render-zone="${(zone ?? ownTimeZone()).replace(/[^\w/+-]/g, '')}"`,
    ...(forReader ? ['data-render-reader'] : []),
    ...(narrow ? ['data-render-narrow'] : []),
  ].join(' ');

/** Whether a shell is a real build (the Vite entry tag is there to move). */
export const hasEntryScript = (shellHtml: string): boolean => ENTRY_SCRIPT.test(shellHtml);

/** JSON inside <script>: nothing in it may close the tag or break a JS line. */
export const jsonForScript = (json: string): string =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export interface PrerenderedPage {
  readonly html: string;
  /** CSP sources for the inline scripts this page carries (the shell's and the theme script React renders). */
  readonly scriptHashes: readonly string[];
  /** 404 when the page renders "Not Found" for a missing item, so crawlers see no soft 404. */
  readonly status?: 404 | undefined;
}

/**
 * Puts a server render into the shell (whose head is already filled in): the markup in #root,
 * Chakra's styles in <head>, the query cache as JSON, and the entry script moved from a module tag
 * (which would run the whole app during load) to #root's data-boot, which index.html's boot
 * script imports at the first interaction. Null for a shell without Vite's entry tag (not a build).
 */
export function assemblePage(
  shellHtml: string,
  rendered: RenderedApp,
  readAsset: (path: string) => string | undefined = () => undefined,
  {
    bootAtPaint = false,
    paintWhole = false,
  }: {
    /**
     * Start the app as soon as the page has painted instead of after the first tap: a dashboard page
     * is a workplace (live updates, in-app navigation between areas), and the person came to work.
     */
    readonly bootAtPaint?: boolean;
    /**
     * Paint the page once its content is parsed, not in slices (`renderAfterContent`): a dashboard
     * page is one response read from memory, where a slice painted early only moves afterwards. A
     * public page may come over a slow network, and painting its top first is worth more there.
     */
    readonly paintWhole?: boolean;
  } = {},
): PrerenderedPage | null {
  const entry = ENTRY_SCRIPT.exec(shellHtml);
  if (!entry?.[1] || !shellHtml.includes('<div id="root"></div>')) return null;
  const src = entry[1];
  const preloads = [...shellHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const html = shellHtml
    .replace(ENTRY_SCRIPT, () => '')
    .replace(MODULE_PRELOAD, () => '')
    .replace(STYLESHEET, (tag, href: string) => {
      const css = readAsset(href);
      if (css === undefined) return tag;
      return `${fontPreloads(css)}<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
    })
    .replace(/<\/head>/i, () => `  ${paintWhole ? `${renderAfterContent}\n  ` : ''}${rendered.styles}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root" data-boot="${src}"${bootAtPaint ? ' data-boot-at="paint"' : ''} data-boot-preload="${preloads.join(' ')}"` +
        ` ${momentAttributes(rendered.moment, rendered.forReader)}>${rendered.html}</div>\n    ` +
        `<script type="application/json" id="${SSR_STATE_ID}">${jsonForScript(rendered.state)}</script>`,
    );
  return {
    html,
    status: rendered.missing ? 404 : undefined,
    scriptHashes: inlineScriptHashes(html.replace(/<script type="application\/json"[\s\S]*?<\/script>/g, '')),
  };
}
