/**
 * The plain radio group (src/components/ui/plain-radio-group.tsx) replaces Chakra's in the blog
 * editor's status (issue 14): native radios sharing a name, named by their text, one checked as
 * the owner says, a click or the keyboard choosing, and Chakra's parts and data attributes on
 * each item so the theme draws it as before.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PlainRadioGroup, PlainRadioItem } from '../../src/components/ui/plain-radio-group';
import { getSystem } from '../../src/theme/system';

function Example({ onBlur }: { onBlur?: () => void }) {
  const [value, setValue] = useState('draft');
  return (
    <ChakraProvider value={getSystem()}>
      <PlainRadioGroup name="status" value={value} onValueChange={setValue} onBlur={onBlur} aria-label="Status">
        <PlainRadioItem value="draft">Draft</PlainRadioItem>
        <PlainRadioItem value="scheduled">Scheduled</PlainRadioItem>
        <PlainRadioItem value="published">Published</PlainRadioItem>
      </PlainRadioGroup>
      <button type="button">After</button>
      <output data-testid="value">{value}</output>
    </ChakraProvider>
  );
}

describe('PlainRadioGroup', () => {
  it('is a named radio group whose radios are named by their text, the owner’s value checked', () => {
    render(<Example />);
    const group = screen.getByRole('radiogroup', { name: 'Status' });
    expect(group).toHaveAttribute('data-scope', 'radio-group');
    expect(group).toHaveAttribute('data-part', 'root');
    const draft = screen.getByRole('radio', { name: 'Draft' });
    expect(draft).toBeChecked();
    expect(draft).toHaveAttribute('name', 'status');
    expect(draft).toHaveAttribute('value', 'draft');
    expect(screen.getByRole('radio', { name: 'Scheduled' })).not.toBeChecked();
  });

  it('chooses on a click and marks the item, its radiomark and its text', async () => {
    render(<Example />);
    await userEvent.click(screen.getByText('Scheduled'));
    expect(screen.getByTestId('value')).toHaveTextContent('scheduled');
    const radio = screen.getByRole('radio', { name: 'Scheduled' });
    expect(radio).toBeChecked();
    const item = radio.closest('label')!;
    expect(item).toHaveAttribute('data-part', 'item');
    expect(item).toHaveAttribute('data-state', 'checked');
    const control = item.querySelector('[data-part="item-control"]')!;
    expect(control).toHaveAttribute('data-checked', '');
    expect(control).toHaveAttribute('aria-hidden', 'true');
    expect(control.querySelector('.dot')).not.toBeNull();
    expect(item.querySelector('[data-part="item-text"]')).toHaveAttribute('data-state', 'checked');
    const draftItem = screen.getByRole('radio', { name: 'Draft' }).closest('label')!;
    expect(draftItem).toHaveAttribute('data-state', 'unchecked');
    expect(draftItem.querySelector('.dot')).toBeNull();
  });

  it('is one stop in the tab order; the arrows move and select; leaving tells the owner', async () => {
    const onBlur = vi.fn();
    render(<Example onBlur={onBlur} />);
    await userEvent.tab();
    const draft = screen.getByRole('radio', { name: 'Draft' });
    expect(draft).toHaveFocus();
    expect(draft.closest('label')).toHaveAttribute('data-focus', '');
    await userEvent.keyboard('{ArrowDown}');
    const scheduled = screen.getByRole('radio', { name: 'Scheduled' });
    expect(scheduled).toHaveFocus();
    expect(scheduled).toBeChecked();
    expect(screen.getByTestId('value')).toHaveTextContent('scheduled');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(onBlur).toHaveBeenCalled();
    expect(scheduled.closest('label')).not.toHaveAttribute('data-focus');
  });
});
