/**
 * The customer form's values (what the inputs hold: strings, '' for nothing) and their way to the
 * API's input: blank email and phone rows are left out, one row is primary, empty text is null, and
 * a consent is sent only when it changed (with where it was given or withdrawn). The shared schema
 * (CreateCustomerSchema / UpdateCustomerSchema) then checks it, as the server will; its errors,
 * and the server's (`emails.1.email`), are put back on the row the person typed in.
 */
import { ApiError } from '../../lib/api-error';
import type { PlainForm, Validator } from '../../lib/form-state';
import { CONSENT_CHANNELS, type ConsentChannel } from '../../shared/respond';
import type { CreateCustomerInput, Customer, UpdateCustomerInput } from '../../shared/schemas/customers';
import type { PhoneLabel } from './format';

export interface CustomerFormValues {
  firstName: string;
  lastName: string;
  emails: { email: string; primary: boolean }[];
  phones: { phone: string; label: PhoneLabel; primary: boolean }[];
  address: { line1: string; line2: string; city: string; region: string; postalCode: string; country: string };
  tags: string[];
  /** '' is unassigned. */
  assigneeId: string;
  notes: string;
  /** The switch and, once it is changed, where the change was given ('' until chosen). */
  consent: Record<ConsentChannel, { granted: boolean; source: string }>;
}

export const EMPTY_CUSTOMER_FORM: CustomerFormValues = {
  firstName: '',
  lastName: '',
  emails: [{ email: '', primary: true }],
  phones: [{ phone: '', label: 'mobile', primary: true }],
  address: { line1: '', line2: '', city: '', region: '', postalCode: '', country: '' },
  tags: [],
  assigneeId: '',
  notes: '',
  consent: { email: { granted: false, source: '' }, sms: { granted: false, source: '' } },
};

const PHONE_LABEL_SET = new Set<string>(['mobile', 'home', 'work', 'other']);

/** The form as the customer is now. */
export function customerToForm(customer: Customer): CustomerFormValues {
  return {
    firstName: customer.firstName,
    lastName: customer.lastName ?? '',
    emails: customer.emails.length ? customer.emails.map((e) => ({ ...e })) : [{ email: '', primary: true }],
    phones: customer.phones.length
      ? customer.phones.map((p) => ({
          phone: p.phone,
          label: (PHONE_LABEL_SET.has(p.label) ? p.label : 'other') as PhoneLabel,
          primary: p.primary,
        }))
      : [{ phone: '', label: 'mobile', primary: true }],
    address: {
      line1: customer.address.line1 ?? '',
      line2: customer.address.line2 ?? '',
      city: customer.address.city ?? '',
      region: customer.address.region ?? '',
      postalCode: customer.address.postalCode ?? '',
      country: customer.address.country ?? '',
    },
    tags: [...customer.tags],
    assigneeId: customer.assignee?.id ?? '',
    notes: customer.notes ?? '',
    consent: {
      email: { granted: customer.consent.email?.granted ?? false, source: '' },
      sms: { granted: customer.consent.sms?.granted ?? false, source: '' },
    },
  };
}

/** Which rows of the form are sent (blank ones are not): index sent → index in the form. */
export interface RowMap {
  readonly emails: readonly number[];
  readonly phones: readonly number[];
}

const keptRows = <T>(rows: readonly T[], blank: (row: T) => boolean) =>
  rows.flatMap((row, i) => (blank(row) ? [] : [i]));

/** Exactly one primary among the rows sent: the one marked, else the first. */
const withPrimary = <T extends { primary: boolean }>(rows: T[]): T[] => {
  const at = Math.max(
    0,
    rows.findIndex((r) => r.primary),
  );
  return rows.map((r, i) => ({ ...r, primary: i === at }));
};

const orNull = (text: string) => (text.trim() ? text.trim() : null);

export function rowMapOf(values: CustomerFormValues): RowMap {
  return {
    emails: keptRows(values.emails, (e) => !e.email.trim()),
    phones: keptRows(values.phones, (p) => !p.phone.trim()),
  };
}

/** The fields a create sends (the add dialog has names, emails, phones and tags). */
export function toCreateInput(values: CustomerFormValues): Record<string, unknown> {
  const rows = rowMapOf(values);
  return {
    firstName: values.firstName,
    ...(values.lastName.trim() ? { lastName: values.lastName } : {}),
    emails: withPrimary(rows.emails.map((i) => values.emails[i]!)),
    phones: withPrimary(rows.phones.map((i) => values.phones[i]!)),
    tags: values.tags,
  };
}

/** The whole edit (lists replace the stored ones); a consent only when it changed. */
export function toUpdateInput(values: CustomerFormValues, customer: Customer): Record<string, unknown> {
  const consent: Record<string, { granted: boolean; source: string | undefined }> = {};
  for (const channel of CONSENT_CHANNELS) {
    const now = values.consent[channel];
    if (now.granted !== (customer.consent[channel]?.granted ?? false))
      consent[channel] = { granted: now.granted, source: now.source || undefined };
  }
  return {
    ...toCreateInput(values),
    // Sent even when emptied, so a last name can be removed.
    lastName: values.lastName,
    address: {
      line1: orNull(values.address.line1),
      line2: orNull(values.address.line2),
      city: orNull(values.address.city),
      region: orNull(values.address.region),
      postalCode: orNull(values.address.postalCode),
      country: values.address.country.trim() ? values.address.country.trim().toUpperCase() : null,
    },
    assigneeId: values.assigneeId || null,
    notes: orNull(values.notes),
    consent,
  };
}

/** `emails.2.email` as the API names it → the same field in the form's rows. */
export function formPathOf(apiPath: string, rows: RowMap): string {
  const match = /^(emails|phones)\.(\d+)(\..*)?$/.exec(apiPath);
  if (!match) return apiPath;
  const list = match[1] as 'emails' | 'phones';
  const at = rows[list][Number(match[2])];
  return at === undefined ? list : `${list}.${at}${match[3] ?? ''}`;
}

/**
 * The shared schemas (classic zod) are needed only to check what is
 * sent, never to show the form (issue 14): they load on the first check, or earlier when the
 * person reaches the form (`preloadCustomerSchemas`). The check is asynchronous, so a submit waits
 * for them.
 */
const loadSchemas = () => import('./form-schemas');
export const preloadCustomerSchemas = () => void loadSchemas().catch(() => undefined);

const validatorFor =
  <I>(
    which: 'create' | 'update',
    toInput: (values: CustomerFormValues) => Record<string, unknown>,
  ): Validator<CustomerFormValues, I> =>
  // One check for both schemas: the form's values are turned into the API's input first, and the
  // messages on the rows sent are put back on the rows of the form.
  async (values) => {
    const result = await (await loadSchemas()).schemaChecks[which](toInput(values));
    if (!result.errors) return { values: result.values as I };
    const rows = rowMapOf(values);
    const errors: Record<string, string> = {};
    for (const [path, message] of Object.entries(result.errors)) errors[formPathOf(path, rows)] ??= message;
    return { errors };
  };

export const createValidator = validatorFor<CreateCustomerInput>('create', toCreateInput);
export const updateValidator = (customer: Customer) =>
  validatorFor<UpdateCustomerInput>('update', (values) => toUpdateInput(values, customer));

const TOP_FIELDS = ['firstName', 'lastName', 'emails', 'phones', 'address', 'tags', 'assigneeId', 'notes', 'consent'];

/**
 * The API's `fields` as inline errors on the rows sent (the first focused); true when one showed.
 * Anything else is the form's own error, for FormErrorAlert.
 */
export function showFieldErrors(
  setError: PlainForm<CustomerFormValues>['setError'],
  error: unknown,
  rows: RowMap,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const entries = Object.entries(error.fields)
    .map(([field, message]) => [formPathOf(field, rows), message] as const)
    .filter(([path]) => TOP_FIELDS.includes(path.split('.')[0]!));
  entries.forEach(([path, message], i) => setError(path, message, { shouldFocus: i === 0 }));
  return entries.length > 0;
}
