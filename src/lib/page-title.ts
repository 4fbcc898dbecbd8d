import { useEffect, useSyncExternalStore } from 'react';

/**
 * A screen whose title comes from data (a blog post, a vehicle) overrides the registry title.
 * A tiny store rather than an effect race: React runs child effects before the root's, so the
 * root would otherwise write the registry title over the screen's.
 */
let override: string | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    override = title;
    emit();
    return () => {
      if (override === title) {
        override = null;
        emit();
      }
    };
  }, [title]);
}

export function useTitleOverride(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => override,
    () => null,
  );
}
