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
/**
 * A menu's `navigate` for link items (`Menu.Item asChild` around a router link): zag's default for
 * Enter on a link item dispatches a click that neither bubbles nor can be cancelled, so the router's
 * Link never sees it and the browser loads the page afresh. A real click goes through the Link
 * (in-app, as a pointer's) and closes the menu.
 */
export const clickMenuLink = ({ node }: { node: HTMLAnchorElement }) => node.click();

export interface MenuBodyProps {
  readonly trigger: ReactElement;
  readonly openedBy: MenuOpenedBy;
}

interface LazyMenuProps<P extends object> {
  /** The menu's button, drawn the same before and after the menu loads. */
  readonly trigger: ReactElement<Record<string, unknown>>;
  /**
   * Imports the menu's body (cached by the module system: calling it again costs nothing), or
   * resolves a body of the same chunk: then only its state machine waits for first use.
   */
  readonly load: () => Promise<ComponentType<MenuBodyProps & P>>;
  /** What the body needs besides its trigger (its items, what choosing one does). */
  readonly bodyProps?: P;
}

/**
 * A menu whose machine loads on first use. Chakra's menu (zag's menu, popper, dismissable layer
 * and floating-ui: ~20 kB gzip) was in every page's JavaScript for three header menus most visits
 * never open. Until then the trigger is the same button announcing a closed menu; a pointer resting
 * on it or focus reaching it fetches the body, and pressing it (click, Enter, Space, or an arrow
 * key, as in Chakra's menu) mounts the body open. From then on it is Chakra's menu, unchanged.
 * A body of the same chunk (a screen's own menu) defers only its machine and items.
 */
export function LazyMenu<P extends object = object>({ trigger, load, bodyProps }: LazyMenuProps<P>) {
  const [loaded, setLoaded] = useState<{ Body: ComponentType<MenuBodyProps & P>; openedBy: MenuOpenedBy } | null>(null);
  if (loaded) return <loaded.Body {...(bodyProps as P)} trigger={trigger} openedBy={loaded.openedBy} />;

  const open = (openedBy: MenuOpenedBy) => void load().then((Body) => setLoaded({ Body, openedBy }));
  return closedTrigger(trigger, 'menu', load, open, (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    open('keyboard');
  });
}

/** The trigger before first use: the same button, announcing a closed popup, that loads it on intent. */
export function closedTrigger(
  trigger: ReactElement<Record<string, unknown>>,
  popup: 'menu' | 'dialog',
  load: () => Promise<unknown>,
  open: (openedBy: MenuOpenedBy) => void,
  onKeyDown?: (event: KeyboardEvent) => void,
) {
  return cloneElement(trigger, {
    'aria-haspopup': popup,
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
    // A click the keyboard made (Enter, Space) has no pointer position: detail is 0.
    onClick: (event: MouseEvent) => open(event.detail === 0 ? 'keyboard' : 'pointer'),
    ...(onKeyDown ? { onKeyDown } : {}),
  });
}
