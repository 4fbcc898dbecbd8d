/**
 * The VIN's copy button (src/components/ui/copy-button.tsx): the text reaches the clipboard and the
 * check mark says so; where the async clipboard API is missing (a page not served securely) or
 * refuses, it copies through a selection as zag's clipboard did, and says nothing when both fail.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from '../../src/components/ui/copy-button';
import { getSystem } from '../../src/theme/system';

const VIN = '1HGCM82633A004352';

const renderButton = () =>
  render(
    <ChakraProvider value={getSystem()}>
      <CopyButton value={VIN} label="Copy VIN" />
    </ChakraProvider>,
  );

const copied = () => screen.getByRole('button', { name: 'Copy VIN' }).hasAttribute('data-copied');

/** jsdom has no execCommand: what a browser's copy by selection would do, recording the selection. */
const stubExecCommand = (works: boolean) => {
  const seen: string[] = [];
  Object.defineProperty(document, 'execCommand', {
    configurable: true,
    value: (command: string) => {
      const area = document.activeElement as HTMLTextAreaElement | null;
      if (command === 'copy' && area?.tagName === 'TEXTAREA') seen.push(area.value);
      return works;
    },
  });
  return seen;
};

const setClipboard = (clipboard: Partial<Clipboard> | undefined) =>
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: clipboard });

afterEach(() => {
  setClipboard(undefined);
  Reflect.deleteProperty(document, 'execCommand');
});

describe('CopyButton', () => {
  it('writes the text with the clipboard API and shows the check mark', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Copy VIN' }));
    expect(writeText).toHaveBeenCalledWith(VIN);
    await waitFor(() => expect(copied()).toBe(true));
  });

  it('copies through a selection when the clipboard API is missing, and gives focus back', async () => {
    setClipboard(undefined);
    const seen = stubExecCommand(true);
    renderButton();
    const button = screen.getByRole('button', { name: 'Copy VIN' });
    await userEvent.click(button);
    await waitFor(() => expect(copied()).toBe(true));
    expect(seen).toEqual([VIN]);
    expect(document.activeElement).toBe(button);
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('copies through a selection when the clipboard API refuses', async () => {
    setClipboard({ writeText: vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) });
    const seen = stubExecCommand(true);
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Copy VIN' }));
    await waitFor(() => expect(copied()).toBe(true));
    expect(seen).toEqual([VIN]);
  });

  it('shows no check mark when nothing could copy', async () => {
    setClipboard(undefined);
    stubExecCommand(false);
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Copy VIN' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(copied()).toBe(false);
  });
});
