import {
  cloneElement,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
} from 'react';

/** How the person opened the menu: a keyboard opening highlights its first item, as Chakra's does. */
export type MenuOpenedBy = 'pointer' | 'keyboard';

/** The loaded menu: Chakra's Menu.Root around `trigger`, open from its first render. */
export interface MenuBodyProps {
  readonly trigger: ReactElement;
  readonly openedBy: MenuOpenedBy;
}

interface LazyMenuProps {
  /** The menu's button, drawn the same before and after the menu loads. */
  readonly trigger: ReactElement<Record<string, unknown>>;
  /** Imports the menu's body (cached by the module system: calling it again costs nothing). */
  readonly load: () => Promise<ComponentType<MenuBodyProps>>;
}

/**
 * A menu whose machine loads on first use. Chakra's menu (zag's menu, popper, dismissable layer
 * and floating-ui: ~20 kB gzip) was in every page's JavaScript for three header menus most visits
 * never open. Until then the trigger is the same button announcing a closed menu; a pointer resting
 * on it or focus reaching it fetches the body, and pressing it (click, Enter, Space, or an arrow
 * key, as in Chakra's menu) mounts the body open. From then on it is Chakra's menu, unchanged.
 */
export function LazyMenu({ trigger, load }: LazyMenuProps) {
  const [loaded, setLoaded] = useState<{ Body: ComponentType<MenuBodyProps>; openedBy: MenuOpenedBy } | null>(null);
  if (loaded) return <loaded.Body trigger={trigger} openedBy={loaded.openedBy} />;

  const open = (openedBy: MenuOpenedBy) => void load().then((Body) => setLoaded({ Body, openedBy }));
  return cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
    // A click the keyboard made (Enter, Space) has no pointer position: detail is 0.
    onClick: (event: MouseEvent) => open(event.detail === 0 ? 'keyboard' : 'pointer'),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      open('keyboard');
    },
  });
}
