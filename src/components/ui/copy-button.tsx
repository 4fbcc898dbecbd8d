import { chakra, IconButton } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

/** How long the check mark says the text was copied, as Chakra's Clipboard (zag's default). */
const COPIED_MS = 3000;

const ICON = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '2',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  boxSize: '1em',
  'aria-hidden': true,
} as const;

/**
 * Copies through a selected off-screen text area, as zag's clipboard falls back to: the async
 * clipboard API is missing on a page not served securely (a dealer's intranet over plain http) and
 * refused in some embedded browsers.
 */
const copyBySelection = (text: string) => {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.cssText = 'position:fixed;top:0;left:0;opacity:0;pointer-events:none';
  const focused = document.activeElement as HTMLElement | null;
  document.body.append(area);
  area.focus({ preventScroll: true });
  area.select();
  try {
    return document.execCommand('copy');
  } finally {
    area.remove();
    focused?.focus({ preventScroll: true });
  }
};

const writeText = (text: string): Promise<void> =>
  (navigator.clipboard?.writeText(text) ?? Promise.reject(new Error('no clipboard API'))).catch(() => {
    if (!copyBySelection(text)) throw new Error('copy refused');
  });

/**
 * A small ghost button that copies `value`, drawn as Chakra's Clipboard (Root > Trigger as an
 * IconButton > Indicator, with Chakra's copy and check icons) without zag's clipboard machine (issue
 * 14: a vehicle's page loaded it for the VIN's one button). The check mark shows for three seconds
 * once the text is on the clipboard; `label` stays the button's name throughout.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  // Counts the copies: each one starts the three seconds over, as Chakra's does.
  const [copies, setCopies] = useState(0);
  const copied = copies > 0;
  useEffect(() => {
    if (copies === 0) return;
    const timer = setTimeout(() => setCopies(0), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copies]);
  const copy = () =>
    void writeText(value)
      .then(() => setCopies((n) => n + 1))
      .catch(() => undefined);
  const state = { 'data-scope': 'clipboard', 'data-copied': copied ? '' : undefined };
  return (
    <chakra.div {...state} data-part="root">
      <IconButton variant="ghost" size="2xs" aria-label={label} {...state} data-part="trigger" onClick={copy}>
        <chakra.div data-scope="clipboard" data-part="indicator">
          {copied ? (
            <chakra.svg {...ICON}>
              <path d="M20 6 9 17l-5-5" />
            </chakra.svg>
          ) : (
            <chakra.svg {...ICON}>
              <rect width="14" height="14" x="8" y="8" rx="2" ry="2" />
              <path d="M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2" />
            </chakra.svg>
          )}
        </chakra.div>
      </IconButton>
    </chakra.div>
  );
}
