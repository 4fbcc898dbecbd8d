/**
 * Discoverability: per-route head tags injected into the app shell (so crawlers and link previews
 * that run no script see them), robots.txt and sitemap.xml, all derived from the route registry,
 * the content files and the published blog posts. Absolute URLs come from PUBLIC_URL.
 */
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { layoutForPath, matchScreen } from '../../../registry/paths';
import { screenRoutes } from '../../../registry/routes';
import { collections } from '../../content';
import { readConsent } from '../../lib/consent';
import { blogWriteCount, findLiveBlogPost, knownBlogDue, listLiveBlogSlugs } from '../db/queries/marketing';
import { findPublicDealerHead, listLiveDealerSlugs } from '../db/queries/dealers';
import { hasSessionCookie, isPhoneRequest, readTimeZone, type RequestDevice } from '../auth/cookies';
import type { RenderMoment } from '../../shared/render-moment';
import type { AppDeps } from '../deps';
import { readManifest, routePreloadTags } from '../route-preloads';
import type { PrerenderedPage } from '../ssr/page';

export const OG_IMAGE = {
  path: '/og-default.png',
  width: 1200,
  height: 630,
  alt: 'Lotline — Post. Respond. Sell.',
} as const;
const SITE_NAME = 'Lotline';

const escapeAttr = (v: string) =>
  v.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

export interface HeadPost {
  readonly title: string;
  readonly excerpt: string;
  readonly coverUrl?: string | null;
  readonly publishedAt?: Date | string | null;
  readonly author?: string;
}

/** The dealer of /dealers/{slug} (null when there is none, or it is suspended). */
export interface HeadDealer {
  readonly name: string;
  readonly about: string | null;
  readonly city: string | null;
  readonly region: string | null;
}

export interface HeadInfo {
  readonly title: string;
  readonly description: string;
  readonly canonical: string | undefined;
  readonly noindex: boolean;
  readonly type: 'website' | 'article';
  readonly image: string;
  readonly publishedTime?: string | undefined;
}

const absolute = (publicUrl: string, pathOrUrl: string) =>
  /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${publicUrl}${pathOrUrl}`;

/** What the head of a page says. `post` is the blog post of /blog/{slug} (null when there is none). */
export const headInfo = (
  pathname: string,
  publicUrl: string,
  post?: HeadPost | null,
  dealer?: HeadDealer | null,
): HeadInfo => {
  const base = publicUrl.replace(/\/+$/, '');
  const defaults = { type: 'website' as const, image: `${base}${OG_IMAGE.path}` };
  const match = matchScreen(pathname);
  if (!match) {
    return {
      ...defaults,
      title: `Not Found — ${SITE_NAME}`,
      description: 'The page you are looking for does not exist or has moved.',
      canonical: undefined,
      noindex: true,
    };
  }
  const { route } = match;
  const param = match.params.slug;
  const layout = layoutForPath(pathname);
  const info: HeadInfo = {
    ...defaults,
    title: route.title,
    description: route.description,
    canonical: `${base}${pathname === '/' ? '/' : pathname}`,
    noindex: layout !== 'public',
  };
  if (route.id === 'blog-post') {
    if (!post) return { ...info, title: `Not Found — ${SITE_NAME}`, canonical: undefined, noindex: true };
    const published = post.publishedAt ? new Date(post.publishedAt).toISOString() : undefined;
    return {
      ...info,
      title: `${post.title} — ${SITE_NAME} Blog`,
      description: post.excerpt,
      type: 'article',
      image: post.coverUrl ? absolute(base, post.coverUrl) : info.image,
      publishedTime: published,
    };
  }
  if (route.id === 'dealer-profile') {
    if (!dealer) return { ...info, title: `Not Found — ${SITE_NAME}`, canonical: undefined, noindex: true };
    const place = [dealer.city, dealer.region].filter(Boolean).join(', ');
    return {
      ...info,
      title: `${dealer.name} — ${SITE_NAME}`,
      description:
        dealer.about ??
        `${dealer.name}${place ? ` in ${place}` : ''}: vehicles for sale, opening hours and shoppers' ratings on ${SITE_NAME}.`,
    };
  }
  if (route.id === 'legal-document') {
    const doc = collections.legal.entries.find((e) => e.slug === param);
    if (!doc) return { ...info, title: `Not Found — ${SITE_NAME}`, canonical: undefined, noindex: true };
    return { ...info, title: `${doc.title} — ${SITE_NAME}`, description: doc.summary };
  }
  return info;
};

/** The head tags for a page: title, description, canonical, robots, Open Graph, Twitter and icons. */
export const renderHeadTags = (info: HeadInfo): string => {
  const tags = [
    `<title>${escapeAttr(info.title)}</title>`,
    `<meta name="description" content="${escapeAttr(info.description)}" />`,
    info.canonical ? `<link rel="canonical" href="${escapeAttr(info.canonical)}" />` : '',
    info.noindex ? '<meta name="robots" content="noindex" />' : '',
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="${info.type}" />`,
    `<meta property="og:title" content="${escapeAttr(info.title)}" />`,
    `<meta property="og:description" content="${escapeAttr(info.description)}" />`,
    info.canonical ? `<meta property="og:url" content="${escapeAttr(info.canonical)}" />` : '',
    `<meta property="og:image" content="${escapeAttr(info.image)}" />`,
    info.image.endsWith(OG_IMAGE.path)
      ? `<meta property="og:image:width" content="${OG_IMAGE.width}" /><meta property="og:image:height" content="${OG_IMAGE.height}" /><meta property="og:image:alt" content="${escapeAttr(OG_IMAGE.alt)}" />`
      : '',
    info.publishedTime ? `<meta property="article:published_time" content="${info.publishedTime}" />` : '',
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${escapeAttr(info.title)}" />`,
    `<meta name="twitter:description" content="${escapeAttr(info.description)}" />`,
    `<meta name="twitter:image" content="${escapeAttr(info.image)}" />`,
    '<link rel="icon" href="/favicon-32.png" type="image/png" sizes="32x32" />',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png" sizes="180x180" />',
    '<link rel="manifest" href="/site.webmanifest" />',
  ];
  return tags.filter(Boolean).join('\n    ');
};

/** renderHead(pathname, publicUrl[, post]) — the head tags as one HTML string. */
export const renderHead = (
  pathname: string,
  publicUrl: string,
  post?: HeadPost | null,
  dealer?: HeadDealer | null,
): string => renderHeadTags(headInfo(pathname, publicUrl, post, dealer));

/** Replaces the shell's own <title> and description with `head`, placed just before </head>. */
export const injectHead = (shellHtml: string, head: string): string =>
  shellHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
    .replace(/<\/head>/i, `  ${head}\n  </head>`);

/**
 * For the static handler: the shell HTML of a path with its head filled in (looks the blog post
 * up in the database for /blog/{slug}). Usage: `const html = await renderShell(pathname)`.
 * `preload: false` leaves out the screen's modulepreload links (server-rendered pages load the app later).
 */
export const createShellRenderer = ({ db, env }: Pick<AppDeps, 'db' | 'env'>) => {
  const manifest = readManifest(env.distDir);
  return async (shellHtml: string, pathname: string, { preload = true } = {}): Promise<string> => {
    const match = matchScreen(pathname);
    let post: HeadPost | null | undefined;
    if (match?.route.id === 'blog-post' && match.params.slug) {
      post = (await findLiveBlogPost(db, match.params.slug).catch(() => undefined)) ?? null;
    }
    let dealer: HeadDealer | null | undefined;
    if (match?.route.id === 'dealer-profile' && match.params.slug) {
      const found = await findPublicDealerHead(db, match.params.slug).catch(() => undefined);
      dealer = found ?? null;
    }
    const preloads = preload ? routePreloadTags(manifest, shellHtml, pathname, match?.route.id) : '';
    return injectHead(
      shellHtml,
      [renderHead(pathname, env.publicUrl, post, dealer), preloads].filter(Boolean).join('\n  '),
    );
  };
};

export interface ShellBody {
  readonly body: Uint8Array;
  readonly encoding: 'br' | 'gzip' | undefined;
  /** Set for a server-rendered page: the CSP script sources it needs. */
  readonly scriptHashes?: readonly string[] | undefined;
  /** Set when a server-rendered page shows "Not Found" for a missing item. */
  readonly status?: 404 | undefined;
  /** Rendered for the signed-in person who asked: no shared cache may keep it. */
  readonly personal?: boolean | undefined;
}

/** Who a page is rendered for, when it is rendered for one person: their time zone, a phone or not. */
export type Reader = Pick<RenderMoment, 'zone' | 'narrow'>;

/**
 * Renders a page on the server (src/server/ssr) or answers null to send the plain shell. Without a
 * reader, the page is one for everyone (cached): the server's own zone, a wide window.
 */
export type Prerender = (
  shellHtml: string,
  url: URL,
  cookies: string,
  reader?: Reader,
) => Promise<PrerenderedPage | null>;

interface CachedShell {
  readonly raw: Uint8Array;
  readonly scriptHashes?: readonly string[] | undefined;
  readonly status?: 404 | undefined;
  readonly until: number;
  br?: Uint8Array;
  gzip?: Uint8Array;
}

/**
 * The body in the encoding the client accepts. A cached page is compressed once, thoroughly (br q9,
 * gzip 9), and keeps it; a page rendered for one person is compressed once for them, quicker.
 */
const encode = (entry: CachedShell, acceptEncoding: string | undefined, { personal = false } = {}): ShellBody => {
  const accept = (acceptEncoding ?? '').toLowerCase();
  const meta = { scriptHashes: entry.scriptHashes, status: entry.status, ...(personal ? { personal } : {}) };
  if (/\bbr\b/.test(accept)) {
    const quality = personal ? 5 : 9;
    entry.br ??= brotliCompressSync(entry.raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality } });
    return { body: entry.br, encoding: 'br', ...meta };
  }
  if (/\bgzip\b/.test(accept)) {
    entry.gzip ??= gzipSync(entry.raw, { level: personal ? 6 : 9 });
    return { body: entry.gzip, encoding: 'gzip', ...meta };
  }
  return { body: entry.raw, encoding: undefined, ...meta };
};

/** Server-rendered pages are kept this long (blog posts and content can change under them). */
const PRERENDER_TTL_MS = 60_000;

/**
 * For the static handler: the app shell of a path with its head filled in, compressed for the
 * client — server-rendered when `prerender` is given: for signed-out visitors of public and auth
 * pages (cached), and for a signed-in person on any page (rendered for them, never cached). Heads of registry pages are cached per path; blog posts are looked up on every request
 * unless server-rendered (then cached for a minute per path, query and consent).
 * Usage in serveSite: `const { body, encoding } = await respondShell(site.shell.body, url, acceptEncoding, cookies)`.
 */
export const createShellResponder = ({ db, env }: Pick<AppDeps, 'db' | 'env'>, prerender?: Prerender) => {
  const render = createShellRenderer({ db, env });
  const cache = new Map<string, CachedShell>();
  const decoder = new TextDecoder();
  const remember = (key: string, entry: CachedShell) => {
    if (cache.size > 500) cache.clear();
    cache.set(key, entry);
  };
  /** A signed-in person's page, rendered in their zone and for their kind of window; null: the plain shell. */
  const renderForReader =
    prerender &&
    (async (shell: Uint8Array, url: URL, cookies: string, device: RequestDevice) => {
      const reader: Reader = { zone: readTimeZone(cookies), narrow: isPhoneRequest(device) };
      const html = await render(decoder.decode(shell), url.pathname, { preload: false });
      const page = await prerender(html, url, cookies, reader);
      return page
        ? { raw: new TextEncoder().encode(page.html), scriptHashes: page.scriptHashes, status: page.status, until: 0 }
        : null;
    });
  return async (
    shell: Uint8Array,
    url: URL,
    acceptEncoding: string | undefined,
    cookies = '',
    device: RequestDevice = {},
  ): Promise<ShellBody> => {
    const { pathname } = url;
    // A signed-in request's pages show the person's own data (dashboard pages included): rendered
    // for them on every request and never cached. A page that could not be rendered (a guard
    // redirected) gets the plain shell, as a signed-out one does.
    const personal =
      renderForReader && hasSessionCookie(cookies) ? await renderForReader(shell, url, cookies, device) : null;
    if (personal) return encode(personal, acceptEncoding, { personal: true });
    // Signed out: public and auth pages are server-rendered and cached for everyone alike.
    const ssr = Boolean(prerender) && layoutForPath(pathname) !== 'dashboard' && !hasSessionCookie(cookies);
    // Heads that name a database record (a post, a dealer) are read afresh: they change or go away.
    const routeId = matchScreen(pathname)?.route.id;
    // Blog pages show what the blog admin writes: a write starts them afresh (a new key), and they
    // are kept no later than the next scheduled post's time (below), so it appears when due.
    const blog = routeId === 'blog' || routeId === 'blog-post';
    const key = ssr
      ? `ssr ${pathname}${url.search} ${readConsent(cookies).consented}${blog ? ` w${blogWriteCount(db)}` : ''}`
      : pathname;
    const cacheable = ssr || (routeId !== 'blog-post' && routeId !== 'dealer-profile');
    let entry = cacheable ? cache.get(key) : undefined;
    if (entry && entry.until < Date.now()) entry = undefined;
    if (!entry) {
      const shellHtml = decoder.decode(shell);
      const page =
        ssr && prerender ? await prerender(await render(shellHtml, pathname, { preload: false }), url, cookies) : null;
      // A path that could not be server-rendered (a guard redirected) is remembered as such too.
      const until = ssr ? Math.min(Date.now() + PRERENDER_TTL_MS, (blog && knownBlogDue(db)) || Infinity) : Infinity;
      entry = page
        ? { raw: new TextEncoder().encode(page.html), scriptHashes: page.scriptHashes, status: page.status, until }
        : { raw: new TextEncoder().encode(await render(shellHtml, pathname)), until };
      if (cacheable) remember(key, entry);
    }
    return encode(entry, acceptEncoding);
  };
};

/** Public, indexable pages of the registry (no $params). */
export const sitemapPaths = (): string[] =>
  screenRoutes
    .filter(
      (r) =>
        r.layout === 'public' &&
        r.access.kind === 'anyone' &&
        !r.path.includes('$') &&
        // Pages reached from a form or an email, not by search.
        !['quote-submitted', 'unsubscribe'].includes(r.id),
    )
    .map((r) => r.path);

const xmlEscape = (v: string) =>
  v.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] ?? ch);

export const buildSitemap = (
  publicUrl: string,
  posts: readonly { slug: string; publishedAt: Date | null; updatedAt: Date }[],
  /** Live (not suspended) dealerships: each has a public page (issue 11 › Dealers). */
  dealers: readonly { slug: string }[] = [],
): string => {
  const base = publicUrl.replace(/\/+$/, '');
  const urls: { loc: string; lastmod?: string | undefined }[] = [
    ...sitemapPaths().map((p) => ({ loc: `${base}${p}` })),
    ...collections.legal.entries.map((e) => ({ loc: `${base}/legal/${e.slug}`, lastmod: e.updated })),
    ...posts.map((p) => ({
      loc: `${base}/blog/${encodeURIComponent(p.slug)}`,
      lastmod: (p.updatedAt ?? p.publishedAt)?.toISOString().slice(0, 10),
    })),
    ...dealers.map((d) => ({ loc: `${base}/dealers/${encodeURIComponent(d.slug)}` })),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.map((u) => `  <url><loc>${xmlEscape(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`).join('\n')}
</urlset>
`;
};

export const buildRobots = (publicUrl: string): string =>
  `User-agent: *
Allow: /
Disallow: /api/

Sitemap: ${publicUrl.replace(/\/+$/, '')}/sitemap.xml
`;

/** GET /robots.txt and /sitemap.xml (plain routes, outside the API document). */
export const seoRoutes = ({ db, env }: Pick<AppDeps, 'db' | 'env'>) =>
  new Hono()
    .get('/robots.txt', (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.text(buildRobots(env.publicUrl));
    })
    .get('/sitemap.xml', async (c) => {
      const [posts, dealers] = await Promise.all([listLiveBlogSlugs(db), listLiveDealerSlugs(db)]);
      c.header('Content-Type', 'application/xml; charset=utf-8');
      c.header('Cache-Control', 'public, max-age=3600');
      return c.body(buildSitemap(env.publicUrl, posts, dealers));
    });
