import { chakra, useSlotRecipe, type HTMLChakraProps, type RecipeVariantProps } from '@chakra-ui/react';
import { type radioGroupSlotRecipe } from '@chakra-ui/react/theme';
import { createContext, useContext, useId, useState, type FocusEvent, type ReactNode } from 'react';
import { HIDDEN_INPUT } from './hidden-input';

type RadioGroupVariants = RecipeVariantProps<typeof radioGroupSlotRecipe>;

interface Group {
  id: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  onBlur: ((event: FocusEvent<HTMLInputElement>) => void) | undefined;
  styles: ReturnType<ReturnType<typeof useSlotRecipe>>;
  focused: { value: string; visible: boolean } | null;
  setFocused: (focused: { value: string; visible: boolean } | null) => void;
}

const GroupContext = createContext<Group | null>(null);

/**
 * A radio group: native radios sharing a name, drawn by the theme's radio group recipe as Chakra's
 * RadioGroup is, with the same parts, ids, data attributes and radiomark, without its state
 * machine (zag's radio group, ~4 kB gzip on the blog editor, issue 14). The browser's own radio
 * keys apply: Tab reaches the checked one, the arrows move and select. Controlled: it shows `value`
 * until the owner changes it. Items are `PlainRadioItem`s anywhere inside.
 */
export function PlainRadioGroup({
  name,
  value,
  onValueChange,
  onBlur,
  size,
  variant,
  children,
  ...rootProps
}: Omit<HTMLChakraProps<'div'>, 'children' | 'onChange' | 'onBlur'> & {
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  /** When a radio of the group loses focus (as Ark's hidden input's onBlur). */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  size?: RadioGroupVariants['size'];
  variant?: RadioGroupVariants['variant'];
  children: ReactNode;
}) {
  const styles = useSlotRecipe({ key: 'radioGroup' })({ size, variant });
  const id = `radio-group:${useId()}`;
  // Chakra marks the focused item, and its ring, when focus came from the keyboard.
  const [focused, setFocused] = useState<Group['focused']>(null);
  return (
    <GroupContext.Provider value={{ id, name, value, onValueChange, onBlur, styles, focused, setFocused }}>
      <chakra.div
        css={styles['root']}
        className="chakra-radio-group__root"
        data-scope="radio-group"
        data-part="root"
        role="radiogroup"
        id={id}
        data-orientation="vertical"
        aria-orientation="vertical"
        dir="ltr"
        style={{ position: 'relative' }}
        {...rootProps}
      >
        {children}
      </chakra.div>
    </GroupContext.Provider>
  );
}

/** One choice of a PlainRadioGroup: its radiomark, then `children` as the item's text. */
export function PlainRadioItem({
  value,
  children,
  css,
  ...itemProps
}: Omit<HTMLChakraProps<'label'>, 'children'> & { value: string; children: ReactNode }) {
  const group = useContext(GroupContext);
  if (!group) throw new Error('PlainRadioItem is used inside a PlainRadioGroup');
  const { id, styles, focused } = group;
  const checked = group.value === value;
  const isFocused = focused?.value === value;
  const part = (name: string) => ({
    'data-scope': 'radio-group',
    'data-part': name,
    dir: 'ltr' as const,
    id: `${id}:radio${name === 'item' ? '' : `:${name === 'item-text' ? 'label' : 'control'}`}:${value}`,
    'data-focus': isFocused ? '' : undefined,
    'data-focus-visible': isFocused && focused.visible ? '' : undefined,
    'data-state': checked ? 'checked' : 'unchecked',
    'data-orientation': 'vertical',
  });
  const inputId = `${id}:radio:input:${value}`;
  return (
    <chakra.label
      css={[styles['item'], css]}
      className="chakra-radio-group__item"
      {...part('item')}
      htmlFor={inputId}
      {...itemProps}
    >
      <input
        data-ownedby={id}
        id={inputId}
        type="radio"
        aria-labelledby={`${id}:radio:label:${value}`}
        style={HIDDEN_INPUT}
        name={group.name}
        value={value}
        checked={checked}
        onChange={(e) => {
          if (e.currentTarget.checked) group.onValueChange(value);
        }}
        onFocus={(e) => group.setFocused({ value, visible: e.currentTarget.matches(':focus-visible') })}
        onBlur={(e) => {
          group.setFocused(null);
          group.onBlur?.(e);
        }}
      />
      {/* Chakra's radiomark: the same drawing, its dot only while checked. */}
      <chakra.span
        css={styles['itemControl']}
        data-checked={checked ? '' : undefined}
        {...part('item-control')}
        aria-hidden
      >
        {checked && <span className="dot" />}
      </chakra.span>
      <chakra.span css={styles['itemText']} className="chakra-radio-group__itemText" {...part('item-text')}>
        {children}
      </chakra.span>
    </chakra.label>
  );
}
