import { Button, HStack, IconButton, Input, Link, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Menu as MenuIcon } from 'lucide-react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { screenOf } from './play-helpers';

/**
 * The one focus style (src/theme/system.ts): a 2px ring in the focusRing colour on every control —
 * ghost and outline buttons, icon buttons, inputs, selects, text areas and links — in both colour
 * modes. tests/unit/focus-ring.test.ts proves its contrast from the tokens; these show it and check
 * what the browser actually draws.
 */
const meta = {
  title: 'Components/FocusRing',
  parameters: { layout: 'padded' },
  render: () => (
    <Stack gap="6" maxW="md" p="4">
      <HStack gap="4">
        <Button variant="ghost">Ghost button</Button>
        <Button variant="outline">Outline button</Button>
        <IconButton variant="ghost" aria-label="Open navigation">
          <MenuIcon />
        </IconButton>
      </HStack>
      <Input aria-label="Email" placeholder="you@example.com" />
      <NativeSelect.Root>
        <NativeSelect.Field aria-label="Topic">
          <option value="sales">Sales</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Textarea aria-label="Message" />
      <Link href="#pricing">Pricing</Link>
    </Stack>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tabs to a control and checks the ring the browser draws: 2px, solid, the ring colour. */
const focusByKeyboard = (name: string, role: 'button' | 'textbox' | 'combobox' | 'link') =>
  (async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const target = await screen.findByRole(role, { name });
    for (let i = 0; i < 10 && target.ownerDocument.activeElement !== target; i++) await userEvent.tab();
    await expect(target).toHaveFocus();
    // A synthetic Tab does not make the browser's :focus-visible match (no real key was pressed);
    // Chakra's ring selector also takes [data-focus-visible], which says the same thing.
    target.setAttribute('data-focus-visible', '');
    await waitFor(() => {
      const style = getComputedStyle(target);
      expect(style.outlineStyle).toBe('solid');
      expect(style.outlineWidth).toBe('2px');
      // The one ring colour (focusRing: blue.600 light, blue.300 dark), not Chakra's per-palette grey.
      const dark = target.ownerDocument.documentElement.classList.contains('dark');
      expect(style.outlineColor).toBe(dark ? 'rgb(147, 197, 253)' : 'rgb(37, 99, 235)');
    });
  }) satisfies Story['play'];

export const GhostButton: Story = { play: focusByKeyboard('Ghost button', 'button') };
export const IconButtonFocused: Story = { play: focusByKeyboard('Open navigation', 'button') };
export const InputFocused: Story = { play: focusByKeyboard('Email', 'textbox') };
export const SelectFocused: Story = { play: focusByKeyboard('Topic', 'combobox') };
export const LinkFocused: Story = { play: focusByKeyboard('Pricing', 'link') };
