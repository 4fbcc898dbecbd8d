import { IconButton } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { PlainInput, PlainInputGroup, type PlainInputProps } from './plain-input';

export type PasswordInputProps = Omit<PlainInputProps, 'type'> & {
  readonly autoComplete: 'current-password' | 'new-password';
};

/**
 * Password field with a show/hide toggle; the toggle never submits and keeps its own label. Drawn
 * with the plain input parts (plain-input.tsx), as Chakra's InputGroup draws one.
 */
export function PasswordInput(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const label = visible ? 'Hide password' : 'Show password';
  return (
    <PlainInputGroup
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
      <PlainInput type={visible ? 'text' : 'password'} spellCheck={false} autoCapitalize="none" {...props} />
    </PlainInputGroup>
  );
}
