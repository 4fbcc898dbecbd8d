/**
 * The plain segment group (src/components/ui/plain-segment-group.tsx) replaces Chakra's on billing
 * and the pricing cards (issue 14): it must stay a radio group for the keyboard and screen readers,
 * and carry the parts and data attributes the theme's segmentGroup recipe is written against, with
 * the indicator placed from the checked item's box as zag places it.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlainSegmentGroup } from '../../src/components/ui/plain-segment-group';
import { getSystem } from '../../src/theme/system';

const wrap = (node: ReactNode) => <ChakraProvider value={getSystem()}>{node}</ChakraProvider>;

const ITEMS = [
  { value: 'month', label: 'Monthly' },
  { value: 'year', label: 'Annual' },
] as const;

function Example({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState<'month' | 'year'>('month');
  return (
    <>
      <button type="button">Before</button>
      <PlainSegmentGroup
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
        items={ITEMS}
        aria-label="Billing period"
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

const radio = (name: string) => screen.getByRole('radio', { name });
const part = (name: string) => [...document.querySelectorAll<HTMLElement>(`[data-part="${name}"]`)];

describe('plain segment group (a radio group without zag)', () => {
  it('is a named radio group of native radios sharing one name', () => {
    render(wrap(<Example />));
    const group = screen.getByRole('radiogroup', { name: 'Billing period' });
    expect(group).toHaveAttribute('aria-orientation', 'horizontal');
    expect(radio('Monthly')).toBeChecked();
    expect(radio('Annual')).not.toBeChecked();
    const names = screen.getAllByRole('radio').map((r) => r.getAttribute('name'));
    expect(names[0]).toBeTruthy();
    expect(new Set(names).size).toBe(1);
  });

  it('carries the parts and data attributes the recipe is written against', () => {
    render(wrap(<Example />));
    const [root] = part('root');
    expect(root).toHaveAttribute('data-scope', 'segment-group');
    expect(root).toHaveAttribute('data-orientation', 'horizontal');
    expect(part('indicator')).toHaveLength(1);
    // The indicator comes first, so the first item is the first label (the recipe's :first-of-type).
    expect(root!.firstElementChild).toBe(part('indicator')[0]);
    const items = part('item');
    expect(items.map((i) => i.tagName)).toEqual(['LABEL', 'LABEL']);
    expect(items.map((i) => i.dataset['state'])).toEqual(['checked', 'unchecked']);
    expect(part('item-text').map((t) => t.dataset['state'])).toEqual(['checked', 'unchecked']);
    for (const el of [...items, ...part('item-text'), ...part('indicator')]) {
      expect(el).toHaveAttribute('data-scope', 'segment-group');
      expect(el).toHaveAttribute('data-orientation', 'horizontal');
    }
    // Radios are labelled by their text and hidden from view, not from assistive technology.
    expect(radio('Monthly')).toHaveAttribute('aria-labelledby', part('item-text')[0]!.id);
    expect(radio('Monthly').style.position).toBe('absolute');
  });

  it('enters on the checked radio with Tab; the arrows move and select', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(wrap(<Example onChange={onChange} />));
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(radio('Monthly')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(radio('Annual')).toHaveFocus();
    expect(radio('Annual')).toBeChecked();
    expect(screen.getByTestId('value')).toHaveTextContent('year');
    expect(part('item').map((i) => i.dataset['state'])).toEqual(['unchecked', 'checked']);
    await user.keyboard('{ArrowLeft}');
    expect(radio('Monthly')).toHaveFocus();
    expect(screen.getByTestId('value')).toHaveTextContent('month');
    expect(onChange.mock.calls).toEqual([['year'], ['month']]);
    // Leaving and coming back lands on the checked one again.
    await user.tab({ shift: true });
    await user.tab();
    expect(radio('Monthly')).toHaveFocus();
  });

  it('selects on a click of the label', async () => {
    const user = userEvent.setup();
    render(wrap(<Example />));
    await user.click(screen.getByText('Annual'));
    expect(screen.getByTestId('value')).toHaveTextContent('year');
    expect(radio('Annual')).toBeChecked();
  });

  describe('the indicator', () => {
    // happy-dom lays nothing out: give every item a box from its place among its siblings.
    beforeEach(() => {
      const index = (el: HTMLElement) => [...el.parentElement!.children].indexOf(el);
      vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
        return this.dataset['part'] === 'item' ? 4 + (index(this) - 1) * 90 : 0;
      });
      vi.spyOn(HTMLElement.prototype, 'offsetTop', 'get').mockReturnValue(4);
      vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(90);
      vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(40);
    });
    afterEach(() => vi.restoreAllMocks());

    it('sits on the checked item as zag puts it, gliding only on a change', async () => {
      const user = userEvent.setup();
      render(wrap(<Example />));
      const [indicator] = part('indicator');
      expect(indicator).not.toHaveAttribute('hidden');
      const style = indicator!.style;
      expect(style.getPropertyValue('--left')).toBe('4px');
      expect(style.getPropertyValue('--top')).toBe('4px');
      expect(style.getPropertyValue('--width')).toBe('90px');
      expect(style.getPropertyValue('--height')).toBe('40px');
      expect(style.getPropertyValue('--transition-property')).toBe('left, top, width, height');
      expect(style.left).toBe('var(--left)');
      expect(style.transitionProperty).toBe('none');
      await user.click(screen.getByText('Annual'));
      expect(style.getPropertyValue('--left')).toBe('94px');
      expect(style.transitionProperty).toBe('var(--transition-property)');
    });
  });

  it('marks the items data-ssr in the server markup, as zag does, and not once mounted', () => {
    const html = renderToString(wrap(<Example />));
    expect(html).toMatch(/<label[^>]*data-state="checked"[^>]*data-ssr=""/);
    render(wrap(<Example />));
    expect(part('item').some((item) => item.hasAttribute('data-ssr'))).toBe(false);
  });

  it('hides the indicator while there is no box to put it on', () => {
    render(wrap(<Example />));
    expect(part('indicator')[0]).toHaveAttribute('hidden');
  });
});
