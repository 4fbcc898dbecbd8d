import { chakra, useSlotRecipe, type HTMLChakraProps, type RecipeVariantProps } from '@chakra-ui/react';
import { type segmentGroupSlotRecipe } from '@chakra-ui/react/theme';
import { useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { HIDDEN_INPUT } from './hidden-input';

type SegmentGroupVariants = RecipeVariantProps<typeof segmentGroupSlotRecipe>;
type Orientation = 'horizontal' | 'vertical';
type Rect = { readonly x: number; readonly y: number; readonly width: number; readonly height: number };

export interface PlainSegmentItem<T extends string> {
  readonly value: T;
  readonly label: string;
  readonly disabled?: boolean;
}

/** Where zag measures the checked item: its offset box in the root (the root is positioned). */
const offsetRect = (el: HTMLElement): Rect => ({
  x: el.offsetLeft,
  y: el.offsetTop,
  width: el.offsetWidth,
  height: el.offsetHeight,
});

const sameRect = (a: Rect | null, b: Rect) =>
  a !== null && a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;

/** Zag hides the indicator until it has measured a checked item with a box. */
const isEmpty = (rect: Rect | null) =>
  rect === null || (rect.width === 0 && rect.height === 0 && rect.x === 0 && rect.y === 0);

const px = (n: number | undefined) => (n === undefined ? undefined : `${n}px`);

/**
 * A segmented control: native radios (one name, visually hidden) in labels drawn by the theme's
 * segmentGroup recipe as Chakra's SegmentGroup is, with the parts and data attributes Ark and zag
 * give it, without zag's radio-group machine and its focus-visible tracking (~6 kB gzip on billing,
 * which sat just over issue 14's 250 kB). Being real radios, the browser does the keyboard: Tab
 * enters on the checked one, the arrows move and select. The sliding indicator is placed as zag
 * places it: the checked item's offset box in CSS variables, measured before paint and again when
 * the item resizes, gliding only when the value changes. Controlled.
 */
export function PlainSegmentGroup<T extends string>({
  value,
  onValueChange,
  items,
  size,
  orientation = 'horizontal',
  disabled = false,
  name,
  ...rootProps
}: Omit<HTMLChakraProps<'div'>, 'children' | 'defaultValue' | 'onChange' | 'dir'> & {
  value: T;
  onValueChange: (value: T) => void;
  items: readonly PlainSegmentItem<T>[];
  size?: SegmentGroupVariants['size'];
  orientation?: Orientation;
  disabled?: boolean;
  /** The radios' shared name; one of the group's own by default. */
  name?: string;
}) {
  const styles = useSlotRecipe({ key: 'segmentGroup' })({ size });
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [rect, setRect] = useState<Rect | null>(null);
  const [animate, setAnimate] = useState(false);
  const [focused, setFocused] = useState<string | null>(null);
  const [focusVisible, setFocusVisible] = useState<string | null>(null);
  const [hovered, setHovered] = useState<string | null>(null);
  const previous = useRef(value);
  // Until the indicator is measured (the server's markup, the first render), zag marks the items
  // data-ssr, for which the recipe draws the checked item's own background and shadow.
  const [ssr, setSsr] = useState(true);
  useLayoutEffect(() => setSsr(false), []);

  // As zag's syncIndicatorAnimation and syncIndicatorRect on a change of value: the indicator glides
  // from one item to the other (not on the first paint), sized to the checked item, which is watched
  // for resizes (a web font arriving, the viewport narrowing).
  useLayoutEffect(() => {
    if (previous.current !== value) {
      setAnimate(true);
      previous.current = value;
    }
    const item = rootRef.current?.querySelector<HTMLElement>(':scope > [data-part="item"][data-state="checked"]');
    if (!item) {
      setRect(null);
      return;
    }
    const measure = () => {
      const next = offsetRect(item);
      setRect((current) => (sameRect(current, next) ? current : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(item, { box: 'border-box' });
    return () => observer.disconnect();
  }, [value]);

  const horizontal = orientation === 'horizontal';
  const itemAttrs = (item: PlainSegmentItem<T>) => {
    const off = disabled || item.disabled === true;
    return {
      'data-scope': 'segment-group',
      'data-focus': focused === item.value ? '' : undefined,
      'data-focus-visible': focusVisible === item.value ? '' : undefined,
      'data-disabled': off ? '' : undefined,
      'data-state': value === item.value ? 'checked' : 'unchecked',
      'data-hover': hovered === item.value ? '' : undefined,
      'data-orientation': orientation,
      'data-ssr': ssr ? '' : undefined,
    };
  };
  const indicatorStyle = {
    '--transition-property': 'left, top, width, height',
    '--left': px(rect?.x),
    '--top': px(rect?.y),
    '--width': px(rect?.width),
    '--height': px(rect?.height),
    position: 'absolute',
    willChange: animate ? 'var(--transition-property)' : 'auto',
    transitionProperty: animate ? 'var(--transition-property)' : 'none',
    transitionDuration: animate ? 'var(--transition-duration, 150ms)' : '0ms',
    transitionTimingFunction: 'var(--transition-timing-function)',
    [horizontal ? 'left' : 'top']: horizontal ? 'var(--left)' : 'var(--top)',
  } as CSSProperties;

  return (
    <chakra.div
      ref={rootRef}
      css={styles['root']}
      data-scope="segment-group"
      data-part="root"
      role="radiogroup"
      aria-disabled={disabled || undefined}
      aria-orientation={orientation}
      data-orientation={orientation}
      data-disabled={disabled ? '' : undefined}
      style={{ position: 'relative' }}
      {...rootProps}
    >
      <chakra.div
        css={styles['indicator']}
        data-scope="segment-group"
        data-part="indicator"
        data-orientation={orientation}
        data-disabled={disabled ? '' : undefined}
        hidden={isEmpty(rect)}
        style={indicatorStyle}
        onTransitionEnd={(e) => {
          if (e.target === e.currentTarget) setAnimate(false);
        }}
      />
      {items.map((item) => {
        const attrs = itemAttrs(item);
        const inputId = `${id}-input-${item.value}`;
        const textId = `${id}-text-${item.value}`;
        const off = disabled || item.disabled === true;
        return (
          <chakra.label
            key={item.value}
            css={styles['item']}
            {...attrs}
            data-part="item"
            htmlFor={inputId}
            onPointerMove={() => {
              if (!off && hovered !== item.value) setHovered(item.value);
            }}
            onPointerLeave={() => {
              if (!off) setHovered(null);
            }}
          >
            <chakra.span css={styles['itemText']} {...attrs} data-part="item-text" id={textId}>
              {item.label}
            </chakra.span>
            <input
              type="radio"
              id={inputId}
              name={name ?? id}
              value={item.value}
              checked={value === item.value}
              disabled={off}
              aria-labelledby={textId}
              style={HIDDEN_INPUT}
              onChange={(e) => {
                if (e.currentTarget.checked) onValueChange(item.value);
              }}
              // Chakra rings the item only when its radio has keyboard focus, not after a click.
              onFocus={(e) => {
                setFocused(item.value);
                setFocusVisible(e.currentTarget.matches(':focus-visible') ? item.value : null);
              }}
              onBlur={() => {
                setFocused(null);
                setFocusVisible(null);
              }}
            />
          </chakra.label>
        );
      })}
    </chakra.div>
  );
}
