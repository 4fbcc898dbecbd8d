import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnceForChunkError, shouldReloadForChunkError } from '../../src/lib/chunk-reload';
import { initialLoadingState, loadingTransitions } from '../../src/lib/loading';
import { createQueryClient } from '../../src/app/query-client';
import { isThemePreference, nextTheme } from '../../src/lib/theme-preference';

const memoryStorage = () => {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
};

describe('chunk reload rule', () => {
  it('recognises failed chunk loads only', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once per distinct message per session', () => {
    const storage = memoryStorage();
    expect(shouldReloadForChunkError('a', storage)).toBe(true);
    expect(shouldReloadForChunkError('a', storage)).toBe(false);
    expect(shouldReloadForChunkError('b', storage)).toBe(true);
  });

  it('calls location.reload the first time only', () => {
    const reload = vi.fn();
    const win = { sessionStorage: memoryStorage(), location: { reload } } as unknown as Window;
    const error = new TypeError('Failed to fetch dynamically imported module: /assets/home.js');
    expect(reloadOnceForChunkError(error, win)).toBe(true);
    expect(reloadOnceForChunkError(error, win)).toBe(false);
    expect(reloadOnceForChunkError(new Error('boom'), win)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('query defaults', () => {
  it('are fresh 5 minutes, kept 30 minutes, one retry, no refetch on focus', () => {
    const defaults = createQueryClient().getDefaultOptions().queries!;
    expect(defaults.staleTime).toBe(300_000);
    expect(defaults.gcTime).toBe(1_800_000);
    expect(defaults.retry).toBe(1);
    expect(defaults.refetchOnWindowFocus).toBe(false);
  });
});

describe('loading state', () => {
  it('starts with "Loading..." and stops', () => {
    expect(initialLoadingState).toEqual({ isLoading: false, loadingMessage: 'Loading...' });
    expect(loadingTransitions.start(initialLoadingState)).toEqual({ isLoading: true, loadingMessage: 'Loading...' });
    expect(loadingTransitions.start(initialLoadingState, 'Saving vehicle')).toEqual({
      isLoading: true,
      loadingMessage: 'Saving vehicle',
    });
    expect(loadingTransitions.stop()).toEqual(initialLoadingState);
  });
});

describe('theme', () => {
  it('accepts light, dark and system only', () => {
    expect(['light', 'dark', 'system'].every(isThemePreference)).toBe(true);
    expect(isThemePreference('blue')).toBe(false);
  });
  it('toggles to the opposite of what is shown', () => {
    expect(nextTheme('light')).toBe('dark');
    expect(nextTheme('dark')).toBe('light');
    expect(nextTheme(undefined)).toBe('dark');
  });
});

describe('session viewer', async () => {
  const { toViewer } = await import('../../src/app/session-query');
  it('is null when signed out', () => {
    expect(toViewer({ user: null, dealership: null, roles: [], isAdmin: false, needsProfile: false })).toBeNull();
  });
  it('carries the roles and dealership the API reports', () => {
    const viewer = toViewer({
      user: {
        id: 'u1',
        name: 'Jordan Kim',
        firstName: 'Jordan',
        lastName: 'Kim',
        email: 'jordan@riversideauto.example',
        username: 'jordan.kim',
        emailVerified: true,
        image: null,
        accountType: 'staff',
      },
      dealership: {
        id: 'o1',
        name: 'Riverside Auto Group',
        slug: 'riverside',
        role: 'sales',
        plan: 'dealer',
        planStatus: 'active',
        trialEndsAt: null,
      },
      roles: ['sales'],
      isAdmin: false,
      needsProfile: false,
    });
    expect(viewer).toMatchObject({
      name: 'Jordan Kim',
      roles: ['sales'],
      dealershipName: 'Riverside Auto Group',
      dealershipRole: 'sales',
    });
  });
});
