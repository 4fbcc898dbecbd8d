/**
 * Text inputs, a textarea, a native select and an input with a unit beside it, drawn by the
 * theme's recipes as Chakra's Input, Textarea, NativeSelect and InputGroup are, with the same parts
 * and data attributes, without Ark's field components behind them (Chakra's import Ark's whole
 * field namespace, textarea autoresize included: ~4 kB gzip with InputGroup's Group on a page of
 * forms such as Settings, issue 14). Inside a FormField they read the field (id, aria-invalid,
 * aria-describedby, required) through Ark's field context, as Chakra's do.
 */
import {
  chakra,
  useFieldContext,
  useRecipe,
  useSlotRecipe,
  type HTMLChakraProps,
  type RecipeVariantProps,
} from '@chakra-ui/react';
import { type inputRecipe, type nativeSelectSlotRecipe, type textareaRecipe } from '@chakra-ui/react/theme';
import { cloneElement, type ReactElement, type ReactNode, type Ref } from 'react';

type InputVariants = RecipeVariantProps<typeof inputRecipe>;
type TextareaVariants = RecipeVariantProps<typeof textareaRecipe>;
type NativeSelectVariants = RecipeVariantProps<typeof nativeSelectSlotRecipe>;

export type PlainInputProps = HTMLChakraProps<'input'> & InputVariants & { ref?: Ref<HTMLInputElement> };

export function PlainInput(props: PlainInputProps) {
  const recipe = useRecipe({ key: 'input' });
  const [variants, rest] = recipe.splitVariantProps(props);
  const field = useFieldContext();
  return <chakra.input {...field?.getInputProps()} {...rest} css={[recipe(variants), props.css]} />;
}

export function PlainTextarea(
  props: HTMLChakraProps<'textarea'> & TextareaVariants & { ref?: Ref<HTMLTextAreaElement> },
) {
  const recipe = useRecipe({ key: 'textarea' });
  const [variants, rest] = recipe.splitVariantProps(props);
  const field = useFieldContext();
  return <chakra.textarea {...field?.getTextareaProps()} {...rest} css={[recipe(variants), props.css]} />;
}

/**
 * A native select with the theme's chevron: the select takes the props, `root` sizes the box around
 * it (its width, as NativeSelect.Root's style props do).
 */
export function PlainNativeSelect({
  size,
  variant,
  root,
  disabled,
  children,
  ...selectProps
}: Omit<HTMLChakraProps<'select'>, 'size'> &
  NativeSelectVariants & {
    root?: HTMLChakraProps<'div'>;
    children: ReactNode;
    ref?: Ref<HTMLSelectElement>;
  }) {
  const styles = useSlotRecipe({ key: 'nativeSelect' })({ size, variant });
  const field = useFieldContext();
  // As NativeSelect reads it: the field's state (an aria-invalid of the select's own draws its border only).
  const invalid = Boolean(field?.invalid);
  const isDisabled = Boolean(field?.disabled ?? disabled);
  const states = { 'data-disabled': isDisabled ? '' : undefined, 'data-invalid': invalid ? '' : undefined };
  return (
    <chakra.div css={styles['root']} {...root}>
      <chakra.select
        {...field?.getSelectProps()}
        disabled={isDisabled}
        data-invalid={states['data-invalid']}
        {...selectProps}
        css={styles['field']}
      >
        {children}
      </chakra.select>
      <chakra.div css={styles['indicator']} {...states}>
        {/* The theme's chevron, as NativeSelect.Indicator draws it. */}
        <chakra.svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="m6 9 6 6 6-6" />
        </chakra.svg>
      </chakra.div>
    </chakra.div>
  );
}

/** Where a unit or sign sits over the input (InputGroup's InputElement). */
function InputElement({ placement, children }: { placement: 'start' | 'end'; children: ReactNode }) {
  return (
    <chakra.div
      display="flex"
      alignItems="center"
      justifyContent="center"
      position="absolute"
      zIndex={2}
      color="fg.muted"
      height="full"
      fontSize="sm"
      px="3"
      pointerEvents={placement === 'start' ? 'none' : undefined}
      {...(placement === 'start' ? { insetInlineStart: '0' } : { insetInlineEnd: '0' })}
    >
      {children}
    </chakra.div>
  );
}

/**
 * An input (a PlainInput) with a sign before it ($) or a unit after it (%, min), laid out as
 * Chakra's InputGroup lays out `startElement` and `endElement`: the input keeps room for it, and a
 * sign at the start lets the pointer through to the input.
 */
export function PlainInputGroup({
  startElement,
  endElement,
  children,
}: {
  startElement?: ReactNode;
  endElement?: ReactNode;
  children: ReactElement<HTMLChakraProps<'input'>>;
}) {
  return (
    <chakra.div
      className="chakra-group"
      display="inline-flex"
      gap="var(--group-gap, 0.5rem)"
      isolation="isolate"
      position="relative"
      flexDirection="row"
      alignItems="center"
      justifyContent="flex-start"
      width="full"
    >
      {startElement && <InputElement placement="start">{startElement}</InputElement>}
      {cloneElement(children, {
        ...(startElement ? { ps: 'calc(var(--input-height) - 0px)' } : {}),
        ...(endElement ? { pe: 'calc(var(--input-height) - 0px)' } : {}),
        ...children.props,
      })}
      {endElement && <InputElement placement="end">{endElement}</InputElement>}
    </chakra.div>
  );
}
