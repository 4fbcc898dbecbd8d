/**
 * The plain tabs (src/components/ui/plain-tabs.tsx) replace Chakra's on a vehicle's page and a
 * lead's (issue 14): they must keep WAI-ARIA's tabs pattern as Chakra's had it. One tab in the tab
 * order, the arrows (looping), Home and End moving and selecting, each tab naming its panel, the
 * panels of lazyMount tabs absent until first chosen and kept afterwards.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { PlainTab, PlainTabList, PlainTabPanel, PlainTabs } from '../../src/components/ui/plain-tabs';
import { getSystem } from '../../src/theme/system';

const wrap = (node: ReactNode) => <ChakraProvider value={getSystem()}>{node}</ChakraProvider>;

function Example({ lazyMount = false, initial = 'one' }: { lazyMount?: boolean; initial?: string }) {
  // Controlled, as the vehicle page keeps its tab in the URL.
  const [value, setValue] = useState(initial);
  return (
    <>
      <PlainTabs value={value} onValueChange={setValue} lazyMount={lazyMount}>
        <PlainTabList>
          <PlainTab value="one">One</PlainTab>
          <PlainTab value="two">Two</PlainTab>
          <PlainTab value="three" disabled>
            Three
          </PlainTab>
          <PlainTab value="four">Four</PlainTab>
        </PlainTabList>
        <PlainTabPanel value="one">First panel</PlainTabPanel>
        <PlainTabPanel value="two">Second panel</PlainTabPanel>
        <PlainTabPanel value="three">Third panel</PlainTabPanel>
        <PlainTabPanel value="four">Fourth panel</PlainTabPanel>
      </PlainTabs>
      <output data-testid="value">{value}</output>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('plain tabs (WAI-ARIA tabs without zag)', () => {
  it('marks up a tab list whose tabs select and control their panels', () => {
    render(wrap(<Example />));
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'horizontal');
    expect(tab('One')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Two')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'One' });
    expect(panel).toHaveTextContent('First panel');
    expect(tab('One')).toHaveAttribute('aria-controls', panel.id);
    // Only the selected panel is shown; the others are in the DOM, hidden.
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByText('Second panel').closest('[role="tabpanel"]')).toHaveAttribute('hidden');
  });

  it('has one tab in the tab order, the selected one; the panel itself takes focus', async () => {
    const user = userEvent.setup();
    render(wrap(<Example initial="two" />));
    await user.tab();
    expect(tab('Two')).toHaveFocus();
    expect(tab('One')).toHaveAttribute('tabindex', '-1');
    // happy-dom tabs into hidden elements: the next stop is checked in the browser test.
    expect(screen.getByRole('tabpanel', { name: 'Two' })).toHaveAttribute('tabindex', '0');
  });

  it('moves and selects with the arrows (skipping a disabled tab, looping), Home and End', async () => {
    const user = userEvent.setup();
    render(wrap(<Example />));
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(tab('Two')).toHaveFocus();
    expect(tab('Two')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('value')).toHaveTextContent('two');
    expect(screen.getByRole('tabpanel', { name: 'Two' })).toHaveTextContent('Second panel');
    await user.keyboard('{ArrowRight}');
    expect(tab('Four')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('One')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Four')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('One')).toHaveFocus();
    expect(screen.getByTestId('value')).toHaveTextContent('one');
    await user.keyboard('{End}');
    expect(tab('Four')).toHaveFocus();
    expect(tab('Four')).toHaveAttribute('tabindex', '0');
    expect(screen.getByTestId('value')).toHaveTextContent('four');
  });

  it('selects on a click', async () => {
    const user = userEvent.setup();
    render(wrap(<Example />));
    await user.click(tab('Two'));
    expect(screen.getByRole('tabpanel', { name: 'Two' })).toBeVisible();
    expect(screen.getByTestId('value')).toHaveTextContent('two');
  });

  it('with lazyMount, renders a panel only once its tab has been chosen, and keeps it', async () => {
    const user = userEvent.setup();
    render(wrap(<Example lazyMount />));
    expect(screen.queryByText('Second panel')).toBeNull();
    expect(tab('Two')).not.toHaveAttribute('aria-controls');
    await user.click(tab('Two'));
    expect(screen.getByText('Second panel')).toBeVisible();
    await user.click(tab('One'));
    expect(screen.getByText('Second panel').closest('[role="tabpanel"]')).toHaveAttribute('hidden');
    expect(tab('Two')).toHaveAttribute('aria-controls');
  });
});
