import { useState, type ComponentType, type ReactElement } from 'react';
import { closedTrigger } from './lazy-menu';

/** The loaded popover: Chakra's Popover.Root around `trigger`, open from its first render. */
export interface PopoverBodyProps {
  readonly trigger: ReactElement;
}

/**
 * A popover whose machine loads on first use, as LazyMenu does for menus: Chakra's popover brings
 * zag's popover, popper, dismissable layer, focus trap and floating-ui (~18 kB gzip) that a list
 * screen offering one filter popover need not load before it is pressed.
 */
export function LazyPopover<P extends object = object>({
  trigger,
  load,
  bodyProps,
}: {
  readonly trigger: ReactElement<Record<string, unknown>>;
  readonly load: () => Promise<ComponentType<PopoverBodyProps & P>>;
  readonly bodyProps?: P;
}) {
  const [Body, setBody] = useState<ComponentType<PopoverBodyProps & P> | null>(null);
  if (Body) return <Body {...(bodyProps as P)} trigger={trigger} />;
  return closedTrigger(trigger, 'dialog', load, () => void load().then((loaded) => setBody(() => loaded)));
}
