import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ThemeMenu } from '../../src/components/theme-toggle';
import { Toaster, toaster } from '../../src/components/ui/toaster';
import { ThemeProvider } from '../../src/lib/theme-preference';
import { getSystem } from '../../src/theme/system';

const wrap = (node: ReactNode) => (
  <ChakraProvider value={getSystem()}>
    <ThemeProvider>{node}</ThemeProvider>
  </ChakraProvider>
);

describe('a menu that loads on first use (LazyMenu)', () => {
  it('is a closed menu button until pressed, then Chakra’s menu, open, that closes back to its button', async () => {
    const user = userEvent.setup();
    render(wrap(<ThemeMenu />));
    const trigger = screen.getByRole('button', { name: 'Theme' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(screen.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual(['Light', 'Dark', 'System']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Theme' })).toHaveAttribute('aria-expanded', 'true'));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeVisible());
    expect(screen.getByRole('button', { name: 'Theme' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens from the keyboard with the current choice highlighted', async () => {
    const user = userEvent.setup();
    render(wrap(<ThemeMenu />));
    screen.getByRole('button', { name: 'Theme' }).focus();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    const system = screen.getByRole('menuitemradio', { name: 'System' });
    await waitFor(() => expect(system).toHaveAttribute('data-highlighted'));
  });
});

describe('the toaster (its store and region load with the first toast)', () => {
  it('has no toast region before the first toast, shows it after, and returns the id at once', async () => {
    render(wrap(<Toaster />));
    expect(document.querySelector('[data-scope="toast"]')).toBeNull();
    let id = '';
    act(() => {
      id = toaster.create({ type: 'success', title: 'Vehicle saved' });
    });
    expect(id).toMatch(/^toast-\d+$/);
    expect(await screen.findByText('Vehicle saved')).toBeVisible();
    act(() => toaster.remove(id));
    await waitFor(() => expect(screen.queryByText('Vehicle saved')).toBeNull());
  });
});
