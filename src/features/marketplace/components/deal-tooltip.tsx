/**
 * The deal badge's tooltip: zag's tooltip machine, positioning and presence (~17 kB gzip, issue 14),
 * loaded when a pointer or focus first reaches a badge (deal-badge.tsx). It wraps nothing: the
 * badge stays the same button, and takes the machine's trigger props from here.
 */
import { Portal, Tooltip, useTooltip } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, type HTMLAttributes } from 'react';

export interface DealTooltipProps {
  /** The badge's id: the machine finds its trigger by it. */
  readonly triggerId: string;
  readonly text: string;
  /** What the badge spreads on itself: the machine's handlers and its open state. */
  readonly onTriggerProps: (props: HTMLAttributes<HTMLElement>) => void;
  /** How the badge was reached before the machine was there. */
  readonly reachedBy: 'pointer' | 'focus';
  /** Whether the pointer is on the badge now. */
  readonly isHovered: () => boolean;
}

const OPEN_DELAY = 200;

export function DealTooltip({ triggerId, text, onTriggerProps, reachedBy, isHovered }: DealTooltipProps) {
  const api = useTooltip({ ids: { trigger: triggerId }, openDelay: OPEN_DELAY, closeDelay: 100 });

  // The handlers read the machine's state when they run; what is drawn changes with `open`.
  useLayoutEffect(() => {
    onTriggerProps(api.getTriggerProps() as HTMLAttributes<HTMLElement>);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only what the trigger shows changes
  }, [api.open]);

  // What the badge saw before the machine was listening: keyboard focus opens at once, a resting
  // pointer after the same delay as the machine's own.
  const { setOpen } = api;
  useEffect(() => {
    if (reachedBy === 'focus') {
      setOpen(true);
      return;
    }
    const timer = setTimeout(() => isHovered() && setOpen(true), OPEN_DELAY);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for how the badge was reached
  }, []);

  return (
    <Tooltip.RootProvider value={api}>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="xs">{text}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.RootProvider>
  );
}
