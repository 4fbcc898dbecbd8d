/**
 * A labelled field with its inline error (from zod or from the server's `fields`), drawn by the
 * theme's field recipe as Chakra's Field is, with the same parts, ids and data attributes, without
 * Chakra's Field components (issue 14: JavaScript per route). The control inside reads the field
 * through Ark's field context, as Chakra's own Input, Textarea and NativeSelect do, so they and the
 * plain controls (plain-input.tsx) get the field's id, aria-invalid, aria-describedby and required
 * the same way. Ark's useField finds the helper and error texts with a MutationObserver; here the
 * field renders them itself, so it knows.
 */
import { FieldRootProvider, type UseFieldReturn } from '@ark-ui/react/field';
import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { useId, useRef, type ReactNode } from 'react';

const flag = (on: boolean) => (on ? '' : undefined);
const part = (name: string) => ({ 'data-scope': 'field', 'data-part': name });

/** What Ark's useField gives the parts of a field, for a field that knows which texts it shows. */
function useFieldValue({
  invalid,
  required,
  showsError,
  showsHelper,
}: {
  invalid: boolean;
  required: boolean;
  showsError: boolean;
  showsHelper: boolean;
}): UseFieldReturn {
  const id = useId();
  const rootRef = useRef<HTMLDivElement | null>(null);
  const ids = {
    root: `field::${id}`,
    control: id,
    label: `field::${id}::label`,
    errorText: `field::${id}::error-text`,
    helperText: `field::${id}::helper-text`,
  };
  const states = { 'data-invalid': flag(invalid), 'data-readonly': undefined, 'data-disabled': undefined };
  const control = () => ({
    'aria-describedby': showsHelper ? ids.helperText : undefined,
    'aria-errormessage': showsError && invalid ? ids.errorText : undefined,
    'aria-invalid': invalid ? true : undefined,
    'data-invalid': flag(invalid),
    'data-required': flag(required),
    'data-readonly': undefined,
    id,
    required,
    disabled: false,
    readOnly: false,
  });
  return {
    ariaDescribedby: showsHelper ? ids.helperText : undefined,
    ids,
    refs: { rootRef },
    disabled: false,
    invalid,
    readOnly: false,
    required,
    getRootProps: () => ({ ...part('root'), id: ids.root, ref: rootRef, role: 'group', ...states }),
    getLabelProps: () => ({ ...part('label'), id: ids.label, ...states, 'data-required': flag(required), htmlFor: id }),
    getInputProps: () => ({ ...control(), ...part('input') }),
    getTextareaProps: () => ({ ...control(), ...part('textarea') }),
    getSelectProps: () => ({ ...control(), ...part('select') }),
    getHelperTextProps: () => ({ id: ids.helperText, ...part('helper-text'), 'data-disabled': undefined }),
    getErrorTextProps: () => ({ id: ids.errorText, ...part('error-text'), 'aria-live': 'polite' }),
    getRequiredIndicatorProps: () => ({ 'aria-hidden': true, ...part('required-indicator') }),
  };
}

/** The field's box, giving the control inside the field (Ark's context) and drawn as Field.Root. */
function FieldRoot({ field, children }: { field: UseFieldReturn; children: ReactNode }) {
  const styles = useSlotRecipe({ key: 'field' })({});
  return (
    <FieldRootProvider value={field} asChild>
      <chakra.div css={styles['root']}>{children}</chakra.div>
    </FieldRootProvider>
  );
}

/**
 * The field around a control, without a label of its own (the control names itself, as an opening
 * time in a row of hours does): marks it invalid for the control inside.
 */
export function FieldBox({ invalid = false, children }: { invalid?: boolean; children: ReactNode }) {
  const field = useFieldValue({ invalid, required: false, showsError: false, showsHelper: false });
  return <FieldRoot field={field}>{children}</FieldRoot>;
}

export function FormField({
  label,
  error,
  helperText,
  required = false,
  children,
}: {
  label: ReactNode;
  error?: string | undefined;
  helperText?: ReactNode;
  required?: boolean;
  children: ReactNode;
}) {
  const styles = useSlotRecipe({ key: 'field' })({});
  const invalid = Boolean(error);
  const showsHelper = !error && Boolean(helperText);
  const field = useFieldValue({ invalid, required, showsError: invalid, showsHelper });
  return (
    <FieldRoot field={field}>
      <chakra.label css={styles['label']} {...field.getLabelProps()}>
        {label}
        {required && (
          <chakra.span css={styles['requiredIndicator']} {...field.getRequiredIndicatorProps()}>
            *
          </chakra.span>
        )}
      </chakra.label>
      {children}
      {error ? (
        <chakra.span css={styles['errorText']} {...field.getErrorTextProps()}>
          {error}
        </chakra.span>
      ) : showsHelper ? (
        <chakra.span css={styles['helperText']} {...field.getHelperTextProps()}>
          {helperText}
        </chakra.span>
      ) : null}
    </FieldRoot>
  );
}
