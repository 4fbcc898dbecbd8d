/**
 * Our own form state (src/lib/form-state.ts), used instead of react-hook-form by the customer
 * forms (issue 14): values from the start, nested paths and list rows, checks as
 * `mode: 'onTouched'` had them (on leaving a field, then on each change), an async validator a
 * submit waits for, the first invalid field focused, the server's errors on their fields, dirty
 * and reset. The account forms add `mode: 'onSubmit'` (react-hook-form's default: nothing checked
 * before the first submit, then every change), `isSubmitted`, and showServerError through
 * `plainFormErrors`. The blog editor adds a list set whole (its rows' messages with it).
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FORM_ERROR, plainFormErrors, showServerError } from '../../src/components/ui/show-server-error';
import { ApiError } from '../../src/lib/api-error';
import {
  deepEqual,
  getAt,
  issuesToErrors,
  setAt,
  usePlainForm,
  type CheckMode,
  type PlainForm,
  type Validator,
} from '../../src/lib/form-state';

interface Values {
  name: string;
  address: { city: string };
  emails: { email: string }[];
  tags: string[];
}

const INITIAL: Values = { name: 'Ada', address: { city: '' }, emails: [{ email: 'a@x.test' }], tags: [] };

/** Names must be filled; each email needs an @; at most two tags. */
const check: Validator<Values, Values> = async (values) => {
  await new Promise((resolve) => setTimeout(resolve, 5));
  const errors: Record<string, string> = {};
  if (!values.name.trim()) errors.name = 'Enter the name';
  values.emails.forEach((e, i) => {
    if (!e.email.includes('@')) errors[`emails.${i}.email`] = 'Enter a valid email address';
  });
  if (values.tags.length > 2) errors.tags = 'At most 2 tags';
  return Object.keys(errors).length ? { errors } : { values };
};

let form: PlainForm<Values, Values>;

function Example({
  validate = check,
  onValid,
  mode,
}: {
  validate?: Validator<Values, Values>;
  onValid: (v: Values) => void | Promise<void>;
  mode?: CheckMode;
}) {
  form = usePlainForm<Values, Values>({ initialValues: INITIAL, validate, ...(mode ? { mode } : {}) });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <input aria-label="Name" {...form.register('name')} />
      <input aria-label="City" {...form.register('address.city')} />
      {form.rowKeys('emails').map((key, i) => (
        <div key={key}>
          <input aria-label={`Email ${i + 1}`} {...form.register(`emails.${i}.email`)} />
          {form.error(`emails.${i}.email`) && <p>{`Row ${i + 1}: ${form.error(`emails.${i}.email`)}`}</p>}
          <button type="button" onClick={() => form.remove('emails', i)}>{`Remove ${i + 1}`}</button>
        </div>
      ))}
      <button type="button" onClick={() => form.append('emails', { email: '' })}>
        Add email
      </button>
      {form.error('name') && <p>{form.error('name')}</p>}
      {form.error(FORM_ERROR) && <p role="alert">{form.error(FORM_ERROR)}</p>}
      <output data-testid="dirty">{String(form.isDirty)}</output>
      <button type="submit">Save</button>
    </form>
  );
}

describe('path helpers', () => {
  it('reads and writes nested paths, copying only what is on the way', () => {
    const next = setAt(INITIAL, 'emails.0.email', 'b@x.test');
    expect(getAt(next, 'emails.0.email')).toBe('b@x.test');
    expect(INITIAL.emails[0]!.email).toBe('a@x.test');
    expect(next.address).toBe(INITIAL.address);
    expect(deepEqual(setAt(next, 'emails.0.email', 'a@x.test'), INITIAL)).toBe(true);
  });

  it('turns zod issues into messages by path, the first for each', () => {
    expect(
      issuesToErrors([
        { path: ['emails', 1, 'email'], message: 'first' },
        { path: ['emails', 1, 'email'], message: 'second' },
        { path: ['emails'], message: 'list' },
      ]),
    ).toEqual({ 'emails.1.email': 'first', emails: 'list' });
  });
});

describe('usePlainForm', () => {
  it('starts from the initial values and keeps what is typed (dirty until it is back)', async () => {
    render(<Example onValid={() => {}} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Ada');
    expect(screen.getByTestId('dirty')).toHaveTextContent('false');
    await userEvent.type(name, 'm');
    expect(name).toHaveValue('Adam');
    expect(screen.getByTestId('dirty')).toHaveTextContent('true');
    await userEvent.type(name, '{Backspace}');
    expect(screen.getByTestId('dirty')).toHaveTextContent('false');
  });

  it('checks a field when focus leaves it, then on each change', async () => {
    render(<Example onValid={() => {}} />);
    const email = screen.getByRole('textbox', { name: 'Email 1' });
    await userEvent.clear(email);
    await userEvent.type(email, 'nope');
    expect(screen.queryByText(/Enter a valid email/)).toBeNull();
    await userEvent.tab();
    expect(await screen.findByText('Row 1: Enter a valid email address')).toBeInTheDocument();
    await userEvent.type(email, '@x.test');
    await vi.waitFor(() => expect(screen.queryByText(/Enter a valid email/)).toBeNull());
    expect(email).toHaveValue('nope@x.test');
  });

  it('waits for the async check on submit, focuses the first invalid field and sends nothing', async () => {
    const onValid = vi.fn();
    render(<Example onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add email' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Email 2' }), 'bad');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Name' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Both messages may show already on leaving the fields (onTouched): the submit is done when focus
    // has moved to the first invalid field, and on a busy machine that can come a moment later.
    // Name comes first in the page, though its message is drawn below the rows.
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    expect(screen.getByText('Enter the name')).toBeInTheDocument();
    expect(screen.getByText('Row 2: Enter a valid email address')).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('moves row errors with their rows when one is removed, and keeps each row its input', async () => {
    render(<Example onValid={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add email' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add email' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Email 3' }), 'third');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Row 3: Enter a valid email address')).toBeInTheDocument();
    const third = screen.getByRole('textbox', { name: 'Email 3' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove 2' }));
    expect(await screen.findByText('Row 2: Enter a valid email address')).toBeInTheDocument();
    // The same element, now the second row: React kept the row's input by its key.
    expect(screen.getByRole('textbox', { name: 'Email 2' })).toBe(third);
    expect(third).toHaveValue('third');
    expect(form.values.emails.map((e) => e.email)).toEqual(['a@x.test', 'third']);
  });

  it('hands the checked values to onValid, and shows server errors on their fields (the first focused)', async () => {
    const onValid = vi.fn(() => {
      form.setError('emails.0.email', 'Another customer has this email', { shouldFocus: true });
    });
    render(<Example onValid={onValid} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Austin');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledOnce());
    expect(onValid).toHaveBeenCalledWith({ ...INITIAL, address: { city: 'Austin' } });
    expect(await screen.findByText('Row 1: Another customer has this email')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email 1' })).toHaveFocus();
  });

  it('is submitting until onValid settles, and a reset starts again from new values', async () => {
    let finish: (() => void) | undefined;
    render(<Example onValid={() => new Promise<void>((resolve) => (finish = resolve))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(finish).toBeDefined());
    expect(form.isSubmitting).toBe(true);
    act(() => finish!());
    await vi.waitFor(() => expect(form.isSubmitting).toBe(false));
    act(() => form.reset({ ...INITIAL, name: 'Grace' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Grace');
    expect(screen.getByTestId('dirty')).toHaveTextContent('false');
  });

  it('checks a value set by code only when asked, and reports a list message within it', async () => {
    render(<Example onValid={() => {}} />);
    act(() => form.setValue('tags', ['a', 'b', 'c']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(form.errorWithin('tags')).toBeUndefined();
    act(() => form.setValue('tags', ['a', 'b', 'c', 'd'], { shouldValidate: true }));
    await vi.waitFor(() => expect(form.errorWithin('tags')).toBe('At most 2 tags'));
  });

  it('checks a list set whole with its rows: a row’s message comes with it and goes when the row does', async () => {
    // A tag must be lowercase (the blog editor adds tags with setValue and shouldValidate).
    const rowCheck: Validator<Values, Values> = async (values) => {
      const errors: Record<string, string> = {};
      values.tags.forEach((t, i) => {
        if (t !== t.toLowerCase()) errors[`tags.${i}`] = 'Use lowercase letters';
      });
      return Object.keys(errors).length ? { errors } : { values };
    };
    render(<Example validate={rowCheck} onValid={() => {}} />);
    act(() => form.setValue('tags', ['a', 'B'], { shouldValidate: true }));
    await vi.waitFor(() => expect(form.errorWithin('tags')).toBe('Use lowercase letters'));
    expect(form.error('tags.1')).toBe('Use lowercase letters');
    act(() => form.setValue('tags', ['a'], { shouldValidate: true }));
    await vi.waitFor(() => expect(form.errorWithin('tags')).toBeUndefined());
  });

  it("in mode onSubmit checks nothing before the first submit, then every change (as react-hook-form's default)", async () => {
    const validate = vi.fn(check);
    render(<Example mode="onSubmit" validate={validate} onValid={() => {}} />);
    const email = screen.getByRole('textbox', { name: 'Email 1' });
    await userEvent.clear(email);
    await userEvent.type(email, 'nope');
    await userEvent.tab();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(validate).not.toHaveBeenCalled();
    expect(screen.queryByText(/Enter a valid email/)).toBeNull();
    expect(form.isSubmitted).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Row 1: Enter a valid email address')).toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(form.isSubmitted).toBe(true);
    await userEvent.type(email, '@x.test');
    await vi.waitFor(() => expect(screen.queryByText(/Enter a valid email/)).toBeNull());
    // Leaving the field after a submit checks nothing more: the changes were checked.
    validate.mockClear();
    await userEvent.tab();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(validate).not.toHaveBeenCalled();
  });

  it('is submitted once a submit is checked, whatever it found, until a reset', async () => {
    render(<Example onValid={() => {}} />);
    expect(form.isSubmitted).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(form.isSubmitted).toBe(true));
    act(() => form.reset(INITIAL));
    expect(form.isSubmitted).toBe(false);
  });

  it("takes showServerError's field errors (renamed, the first focused) through plainFormErrors", async () => {
    const onValid = vi.fn(() => {
      showServerError(
        plainFormErrors(form),
        new ApiError({
          status: 422,
          code: 'validation',
          message: 'Check the fields',
          fields: { fullName: 'That name is taken', other: 'not on this form' },
        }),
        ['name', 'address.city'],
        { fullName: 'name' },
      );
    });
    render(<Example onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('That name is taken')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(form.errors).toEqual({ name: 'That name is taken' });
  });

  it("keeps showServerError's form error on FORM_ERROR until the next submit", async () => {
    let fail = true;
    const onValid = vi.fn(() => {
      if (fail)
        showServerError(plainFormErrors(form), new ApiError({ status: 401, code: 'x', message: 'Invalid password' }), [
          'name',
        ]);
    });
    render(<Example mode="onSubmit" onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid password');
    // Typing after the submit checks the field, and leaves the form's own error alone.
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'A');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid password');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
