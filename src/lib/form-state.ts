/**
 * A small form state of our own (`usePlainForm`) for pages that *are* a form: react-hook-form
 * (~15 kB gzip) drew their fields, so it had to be in the page's first load, and taking over the
 * inputs later would write its defaults into them and lose what had been typed (issue 14). Here the
 * values live in React state from the first render (controlled inputs), so nothing swaps in later.
 *
 * What it keeps from react-hook-form's `mode: 'onTouched'`: a field is checked when it loses focus,
 * then on each change once touched, and every field on each change after the first submit. With
 * `mode: 'onSubmit'` (react-hook-form's default) nothing is checked until the first submit, then
 * every change is. Errors
 * are kept by path (`emails.1.email`; a list's own message on `emails`). The check is an async
 * validator (the shared classic zod schema, loaded on first use); a submit waits for it, focuses
 * the first invalid field in the page's order, and calls `onValid` with what the validator returned.
 */
import { useCallback, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

/** Messages by field path: `firstName`, `emails.1.email`, `emails` (the list's own message). */
export type FieldErrors = Readonly<Record<string, string>>;

export type ValidationResult<Out> =
  { readonly values: Out; readonly errors?: undefined } | { readonly errors: FieldErrors };

export type Validator<V, Out> = (values: V) => Promise<ValidationResult<Out>>;

/**
 * When fields are checked before the first submit: `onTouched` on leaving a field, then on each of
 * its changes; `onSubmit` not at all. After a submit, both check every change.
 */
export type CheckMode = 'onTouched' | 'onSubmit';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface RegisteredField {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<FieldElement>) => void;
  onBlur: () => void;
  ref: (element: FieldElement | null) => void;
}

export interface PlainForm<V, Out = unknown> {
  readonly values: V;
  readonly errors: FieldErrors;
  readonly isDirty: boolean;
  readonly isSubmitting: boolean;
  /** Submitted at least once since the start or the last reset (whatever the check said). */
  readonly isSubmitted: boolean;
  /** A text input, select or textarea bound to a string at `path`. */
  register: (path: string) => RegisteredField;
  /** The message of `path` itself. */
  error: (path: string) => string | undefined;
  /** The first message at `path` or under it (`tags`, then `tags.3`). */
  errorWithin: (path: string) => string | undefined;
  /** Set by the code: checked only when asked. */
  setValue: (path: string, value: unknown, options?: { shouldValidate?: boolean }) => void;
  /** A person's edit of a field not bound by `register` (a checkbox), checked as typing is. */
  change: (path: string, value: unknown) => void;
  /** Marks a field (a checkbox) as visited, as an input's blur does. */
  touch: (path: string) => void;
  setError: (path: string, message: string, options?: { shouldFocus?: boolean }) => void;
  /** Stable keys for the rows of a list, for React (a row removed takes its inputs with it). */
  rowKeys: (path: string) => readonly string[];
  append: (path: string, row: unknown) => void;
  remove: (path: string, at: number) => void;
  getValues: () => V;
  reset: (values: V) => void;
  handleSubmit: (onValid: (output: Out) => Promise<void> | void) => (event?: FormEvent) => Promise<void>;
}

const segments = (path: string) => path.split('.');

export function getAt(source: unknown, path: string): unknown {
  let at: unknown = source;
  for (const key of segments(path)) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** A copy of `source` with `value` at `path` (objects and arrays along it copied, the rest shared). */
export function setAt<T>(source: T, path: string, value: unknown): T {
  const [head, ...rest] = segments(path);
  const container: unknown = source ?? (/^\d+$/.test(head!) ? [] : {});
  const copy = (Array.isArray(container) ? [...container] : { ...(container as object) }) as Record<string, unknown>;
  copy[head!] = rest.length ? setAt(copy[head!], rest.join('.'), value) : value;
  return copy as T;
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((k) => deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** `path` and each path it is inside of: `emails.1.email`, `emails.1`, `emails`. */
const withAncestors = (path: string) => segments(path).map((_, i, all) => all.slice(0, all.length - i).join('.'));

/** Errors (or touched marks) of a list's rows renumbered after row `at` is removed. */
function shiftRows<T>(entries: Readonly<Record<string, T>>, list: string, at: number): Record<string, T> {
  const next: Record<string, T> = {};
  const prefix = `${list}.`;
  for (const [path, value] of Object.entries(entries)) {
    if (!path.startsWith(prefix)) {
      next[path] = value;
      continue;
    }
    const [index, ...rest] = path.slice(prefix.length).split('.');
    const i = Number(index);
    if (!Number.isInteger(i) || i < at) next[path] = value;
    else if (i > at) next[[list, i - 1, ...rest].join('.')] = value;
  }
  return next;
}

let keySeed = 0;
const newKey = () => `row-${++keySeed}`;

export function usePlainForm<V extends object, Out = V>({
  initialValues,
  validate,
  mode = 'onTouched',
}: {
  initialValues: V;
  validate: Validator<V, Out>;
  mode?: CheckMode;
}): PlainForm<V, Out> {
  const [values, setValues] = useState(initialValues);
  const [defaults, setDefaults] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [touched, setTouched] = useState<Readonly<Record<string, true>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  // Read by the handlers, which outlive the render that made them.
  const current = useRef({ values, touched, submitted });
  current.current = { values, touched, submitted };
  const validateRef = useRef(validate);
  validateRef.current = validate;
  const elements = useRef(new Map<string, FieldElement>());
  const keys = useRef(new Map<string, string[]>());
  const latestCheck = useRef<Record<string, number>>({});

  const focusFirst = useCallback((paths: readonly string[]) => {
    const found = paths
      .map((p) => elements.current.get(p))
      .filter((el): el is FieldElement => Boolean(el?.isConnected));
    // The first in the page's order, as the person reads the form.
    found.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    found[0]?.focus();
  }, []);

  /**
   * Checks the form and updates the messages of `path`, of the lists it is in, and of what is under
   * it (a list set whole, as a tag added: its rows' messages come and go with it, as react-hook-form
   * replaces a field's whole subtree of errors).
   */
  const validateField = useCallback(async (path: string, formValues: V) => {
    const asked = (latestCheck.current[path] ?? 0) + 1;
    latestCheck.current[path] = asked;
    const result = await validateRef.current(formValues);
    // A later check of the same field (a later keystroke) answers for it, whichever returns first.
    if (latestCheck.current[path] !== asked) return;
    setErrors((before) => {
      const next = { ...before };
      for (const p of withAncestors(path)) {
        const message = result.errors?.[p];
        if (message) next[p] = message;
        else delete next[p];
      }
      const under = `${path}.`;
      for (const p of Object.keys(next)) if (p.startsWith(under)) delete next[p];
      for (const [p, message] of Object.entries(result.errors ?? {})) if (p.startsWith(under)) next[p] = message;
      return next;
    });
  }, []);

  /** A person's edit (typing, a row added or removed): checked as the mode has it. */
  const change = useCallback(
    (path: string, value: unknown, validate?: boolean) => {
      const next = setAt(current.current.values, path, value);
      current.current.values = next;
      setValues(next);
      const { touched: seen, submitted: wasSubmitted } = current.current;
      const touchedChecks = mode === 'onTouched' && withAncestors(path).some((p) => seen[p]);
      if (validate ?? (wasSubmitted || touchedChecks)) void validateField(path, next);
    },
    [validateField, mode],
  );

  // As react-hook-form's setValue: checked only when asked.
  const setValue = useCallback<PlainForm<V, Out>['setValue']>(
    (path, value, options) => change(path, value, options?.shouldValidate ?? false),
    [change],
  );

  const touch = useCallback(
    (path: string) => {
      if (!current.current.touched[path]) {
        const next = { ...current.current.touched, [path]: true as const };
        current.current.touched = next;
        setTouched(next);
      }
      // After a submit a blur adds nothing: each change is checked already. Before it, `onSubmit`
      // leaves the person to finish typing.
      if (mode === 'onTouched' && !current.current.submitted) void validateField(path, current.current.values);
    },
    [validateField, mode],
  );

  const register: PlainForm<V, Out>['register'] = (path) => ({
    name: path,
    value: String(getAt(values, path) ?? ''),
    onChange: (event) => change(path, event.target.value),
    onBlur: () => touch(path),
    ref: (element) => {
      if (element) elements.current.set(path, element);
      else elements.current.delete(path);
    },
  });

  const rowKeys = useCallback((path: string) => {
    const rows = getAt(current.current.values, path);
    const length = Array.isArray(rows) ? rows.length : 0;
    let list = keys.current.get(path);
    if (!list || list.length !== length) {
      list = Array.from({ length }, newKey);
      keys.current.set(path, list);
    }
    return list;
  }, []);

  const append = useCallback(
    (path: string, row: unknown) => {
      const rows = (getAt(current.current.values, path) as unknown[] | undefined) ?? [];
      keys.current.set(path, [...rowKeys(path), newKey()]);
      change(path, [...rows, row]);
    },
    [rowKeys, change],
  );

  const remove = useCallback(
    (path: string, at: number) => {
      const rows = (getAt(current.current.values, path) as unknown[] | undefined) ?? [];
      keys.current.set(
        path,
        rowKeys(path).filter((_, i) => i !== at),
      );
      setErrors((before) => shiftRows(before, path, at));
      const nextTouched = shiftRows(current.current.touched, path, at);
      current.current.touched = nextTouched;
      setTouched(nextTouched);
      change(
        path,
        rows.filter((_, i) => i !== at),
      );
    },
    [rowKeys, change],
  );

  const setError = useCallback<PlainForm<V, Out>['setError']>(
    (path, message, options) => {
      setErrors((before) => ({ ...before, [path]: message }));
      if (options?.shouldFocus) focusFirst([path]);
    },
    [focusFirst],
  );

  const reset = useCallback((next: V) => {
    current.current = { values: next, touched: {}, submitted: false };
    keys.current.clear();
    setValues(next);
    setDefaults(next);
    setErrors({});
    setTouched({});
    setSubmitted(false);
  }, []);

  const handleSubmit = useCallback<PlainForm<V, Out>['handleSubmit']>(
    (onValid) => async (event) => {
      event?.preventDefault();
      setSubmitting(true);
      try {
        const result = await validateRef.current(current.current.values);
        current.current.submitted = true;
        setSubmitted(true);
        if (result.errors) {
          setErrors(result.errors);
          focusFirst(Object.keys(result.errors));
          return;
        }
        setErrors({});
        await onValid(result.values);
      } finally {
        setSubmitting(false);
      }
    },
    [focusFirst],
  );

  const isDirty = useMemo(() => !deepEqual(values, defaults), [values, defaults]);

  return {
    values,
    errors,
    isDirty,
    isSubmitting,
    isSubmitted: submitted,
    register,
    error: (path) => errors[path],
    errorWithin: (path) => errors[path] ?? Object.entries(errors).find(([p]) => p.startsWith(`${path}.`))?.[1],
    setValue,
    change: (path, value) => change(path, value),
    touch,
    setError,
    rowKeys,
    append,
    remove,
    getValues: () => current.current.values,
    reset,
    handleSubmit,
  };
}

/** zod's issues (`{ path, message }`) as messages by path, the first for each path, as zodResolver does. */
export function issuesToErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}
