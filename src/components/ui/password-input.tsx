import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useState } from 'react';

export type PasswordInputProps = Omit<InputProps, 'type'> & {
  readonly autoComplete: 'current-password' | 'new-password';
};

/** Password field with a show/hide toggle; the toggle never submits and keeps its own label. */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(props, ref) {
  const [visible, setVisible] = useState(false);
  const label = visible ? 'Hide password' : 'Show password';
  return (
    <InputGroup
      endElement={
        <IconButton
          type="button"
          variant="ghost"
          size="xs"
          me="-2"
          aria-label={label}
          title={label}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOff /> : <Eye />}
        </IconButton>
      }
    >
      <Input ref={ref} type={visible ? 'text' : 'password'} spellCheck={false} autoCapitalize="none" {...props} />
    </InputGroup>
  );
});
