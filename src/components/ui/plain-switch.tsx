import { chakra, useSlotRecipe, type HTMLChakraProps, type RecipeVariantProps } from '@chakra-ui/react';
import { type switchSlotRecipe } from '@chakra-ui/react/theme';
import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { HIDDEN_INPUT } from './hidden-input';

type SwitchVariants = RecipeVariantProps<typeof switchSlotRecipe>;

/**
 * An on/off switch: a native checkbox drawn by the theme's switch recipe as Chakra's Switch is,
 * with the same parts and data attributes, without its state machine (zag's switch with its
 * focus-visible tracking, ~4 kB gzip on the leads list and a vehicle's page, issue 14). Controlled:
 * it shows `checked` until the owner changes it, so a refused change springs back by itself.
 */
export function PlainSwitch({
  checked,
  onCheckedChange,
  disabled = false,
  size,
  children,
  inputRef,
  inputProps,
  ...rootProps
}: Omit<HTMLChakraProps<'label'>, 'children' | 'onChange'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  size?: SwitchVariants['size'];
  children: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'disabled' | 'onChange'>;
}) {
  const styles = useSlotRecipe({ key: 'switch' })({ size });
  // Chakra marks the control when its input has keyboard focus (the ring), not on a click.
  const [focusVisible, setFocusVisible] = useState(false);
  const part = (name: string) => ({
    'data-scope': 'switch',
    'data-part': name,
    'data-state': checked ? 'checked' : 'unchecked',
    'data-disabled': disabled ? '' : undefined,
  });
  return (
    <chakra.label css={styles['root']} {...part('root')} {...rootProps}>
      <input
        ref={inputRef}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        style={HIDDEN_INPUT}
        onChange={(e) => onCheckedChange(e.currentTarget.checked)}
        onFocus={(e) => setFocusVisible(e.currentTarget.matches(':focus-visible'))}
        onBlur={() => setFocusVisible(false)}
        {...inputProps}
      />
      <chakra.span
        css={styles['control']}
        {...part('control')}
        data-focus-visible={focusVisible ? '' : undefined}
        aria-hidden
      >
        <chakra.span css={styles['thumb']} {...part('thumb')} />
      </chakra.span>
      <chakra.span css={styles['label']} {...part('label')}>
        {children}
      </chakra.span>
    </chakra.label>
  );
}
