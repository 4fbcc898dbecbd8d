import type { CSSProperties } from 'react';

/**
 * How Ark hides the native input of a checkbox, switch or radio: still focusable and read by
 * screen readers, not drawn. The plain parts (plain-checkbox.tsx, plain-switch.tsx,
 * plain-radio-group.tsx, plain-segment-group.tsx) hide theirs the same way, so they behave and
 * look as Chakra's do.
 */
export const HIDDEN_INPUT: CSSProperties = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  width: '1px',
  whiteSpace: 'nowrap',
  wordWrap: 'normal',
};
