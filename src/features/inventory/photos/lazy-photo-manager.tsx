import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { PhotoManagerProps } from './photo-manager';

/**
 * The photo manager (uploads, the grid, the alt-text dialog and its focus trap: ~15 kB gzip) is one
 * tab of a vehicle's page, not its first view: it loads when that tab is wanted (issue 14). The
 * screen preloads it on intent (a pointer resting on the Photos tab, or focus reaching it), and the
 * route's loader awaits it when the page opens on that tab, so a server-rendered or deep-linked
 * Photos tab renders it at once instead of a fallback.
 */
let loaded: ComponentType<PhotoManagerProps> | null = null;
export const loadPhotoManager = () =>
  import('./photo-manager').then((m) => {
    loaded = m.PhotoManager;
    return m.PhotoManager;
  });
export const preloadPhotoManager = () => void loadPhotoManager().catch(() => undefined);
const Lazy = lazy(() => loadPhotoManager().then((PhotoManager) => ({ default: PhotoManager })));

export function LazyPhotoManager(props: PhotoManagerProps) {
  // Chosen once per mount: switching from the lazy wrapper to the loaded component later would
  // remount the manager and drop its uploads in progress.
  const [Loaded] = useState(() => loaded);
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
}
