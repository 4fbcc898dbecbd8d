import { chakra, useSlotRecipe, type HTMLChakraProps, type RecipeVariantProps } from '@chakra-ui/react';
import { type checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { HIDDEN_INPUT } from './hidden-input';

type CheckboxVariants = RecipeVariantProps<typeof checkboxSlotRecipe>;

/**
 * A checkbox with its label: a native checkbox drawn by the theme's checkbox recipe as Chakra's
 * Checkbox is, with the same parts, data attributes and checkmark, without its state machine (zag's
 * checkbox with its focus-visible tracking, ~5 kB gzip on a customer's page, issue 14). Controlled:
 * it shows `checked` until the owner changes it.
 */
export function PlainCheckbox({
  checked,
  onCheckedChange,
  disabled = false,
  size,
  variant,
  children,
  inputProps,
  ...rootProps
}: Omit<HTMLChakraProps<'label'>, 'children' | 'onChange'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  size?: CheckboxVariants['size'];
  variant?: CheckboxVariants['variant'];
  children: ReactNode;
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'disabled' | 'onChange'>;
}) {
  const styles = useSlotRecipe({ key: 'checkbox' })({ size, variant });
  // Chakra marks the control when its input has keyboard focus (the ring), not on a click.
  const [focusVisible, setFocusVisible] = useState(false);
  const state = checked ? 'checked' : 'unchecked';
  const part = (name: string) => ({
    'data-scope': 'checkbox',
    'data-part': name,
    'data-state': state,
    'data-disabled': disabled ? '' : undefined,
  });
  return (
    <chakra.label css={styles['root']} {...part('root')} {...rootProps}>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        style={HIDDEN_INPUT}
        onChange={(e) => onCheckedChange(e.currentTarget.checked)}
        onFocus={(e) => setFocusVisible(e.currentTarget.matches(':focus-visible'))}
        {...inputProps}
        onBlur={(e) => {
          setFocusVisible(false);
          inputProps?.onBlur?.(e);
        }}
      />
      <chakra.div
        css={styles['control']}
        {...part('control')}
        data-focus-visible={focusVisible ? '' : undefined}
        aria-hidden
      >
        {/* Chakra's checkmark: the same drawing, empty while unchecked. */}
        <chakra.svg
          css={styles['indicator']}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="3px"
          strokeLinecap="round"
          strokeLinejoin="round"
          data-state={state}
          data-disabled={disabled ? '' : undefined}
        >
          {checked && <polyline points="20 6 9 17 4 12" />}
        </chakra.svg>
      </chakra.div>
      <chakra.span css={styles['label']} {...part('label')}>
        {children}
      </chakra.span>
    </chakra.label>
  );
}
