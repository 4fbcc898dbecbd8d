/**
 * Typed builders for story data. Stories never copy fixtures by hand: they call these, so a change
 * to the session shape is one edit here (DESIGN.md › Habits 4).
 */
import type { QueryClient } from '@tanstack/react-query';
import { routeById, type ScreenId } from '../registry/routes';
import type { LoadingState } from '../src/lib/loading';
import type { SessionViewer } from '../src/lib/session';
import type { ConsentProviderProps } from '../src/components/cookie-banner/consent-provider';
import type { Role } from '../src/shared/constants';

/** Story parameters read by .storybook/preview.tsx. */
export interface LotlineParameters {
  /** Render the REAL route tree (layouts, guards, screen) at this path; `null` in a story opts out. */
  readonly route?: { readonly path: string } | null;
  /** Component stories: the memory-history location of the minimal router around the story. */
  readonly location?: string;
  /** The signed-in person; omitted or null means signed out. */
  readonly viewer?: SessionViewer | null;
  /** Cookie banner; defaults to `{ initialView: 'hidden' }` so screens are not covered by it. */
  readonly consent?: Omit<ConsentProviderProps, 'children'>;
  /** Initial state of the loading overlay. */
  readonly loading?: LoadingState;
  /** Put data in the story's fresh QueryClient before the first render. */
  readonly seedQueries?: (queryClient: QueryClient) => void;
  /** `false`: leave the theme to next-themes (stories that test the theme control itself). */
  readonly forceTheme?: boolean;
  /**
   * The story holds a request open on purpose (Loading, Submitting): the story runner takes the
   * picture without waiting for queries and mutations to settle, and checks that one is open.
   */
  readonly pending?: boolean;
  /**
   * `{ skip: why }`: no screenshot for this story (play and axe still run), because it adds nothing:
   * the story navigates to another screen, or its picture is byte-identical to another story's.
   * Screens the registry marks `comingSoon` get none without saying so here.
   */
  readonly visual?: { readonly skip: string };
}

/** Story parameters of a story without a screenshot (see `visual` above). */
export const noScreenshot = (why: string) => ({ visual: { skip: why } }) satisfies LotlineParameters;

/** A signed-in person. Roles decide what the guards and the sidebar allow. */
export function buildViewer(overrides: Partial<SessionViewer> & { roles?: readonly Role[] } = {}): SessionViewer {
  const roles = overrides.roles ?? ['owner'];
  const admin = roles.includes('admin');
  return {
    id: `usr_story_${roles.join('_') || 'shopper'}`,
    name: admin ? 'Alex Admin' : 'Dana Dealer',
    email: admin ? 'alex@lotline.test' : 'dana@sunsetmotors.test',
    dealershipName: roles.some((r) => r !== 'admin') ? 'Sunset Motors' : null,
    ...overrides,
    roles,
  };
}

export const ownerViewer = () => buildViewer({ roles: ['owner'] });
export const salesViewer = () => buildViewer({ roles: ['sales'] });
export const adminViewer = () => buildViewer({ roles: ['admin'] });
/** Signed in, no dealership and no platform role yet (a shopper, or a profile not completed). */
export const shopperViewer = () => buildViewer({ roles: [], name: 'Sam Shopper', email: 'sam@example.test' });

/** Sample values for path params, so a screen story opens a concrete URL. */
const SAMPLE_PARAMS: Partial<Record<ScreenId, Record<string, string>>> = {
  'blog-post': { slug: 'pricing-used-inventory' },
  'legal-document': { slug: 'privacy-policy' },
};

/** The URL a screen story opens: the registry path with sample params filled in. */
export function samplePath(id: ScreenId, params: Record<string, string> = {}): string {
  const samples = { id: 'sample-1', ...SAMPLE_PARAMS[id], ...params };
  return routeById[id].path.replace(/\$(\w+)/g, (_, name: string) => samples[name as keyof typeof samples] ?? name);
}

/** Parameters of a screen story: the real route tree at the screen's own path. */
export function screenParameters(id: ScreenId, extra: LotlineParameters & { params?: Record<string, string> } = {}) {
  const { params, ...rest } = extra;
  return { layout: 'fullscreen', route: { path: samplePath(id, params) }, ...rest } satisfies LotlineParameters & {
    layout: string;
  };
}

/** Story-level globals for the phone viewport (390×844); see VIEWPORTS in .storybook/preview.tsx. */
export const MOBILE_GLOBALS = { viewport: { value: 'mobile', isRotated: false } } as const;
