/**
 * Customers CSV: the columns an import reads (suggested from the headers), each row checked with
 * the same field rules as the form and matched to an existing customer by email, then by phone
 * digits (a row matching an earlier row of the file joins it), and the export's columns.
 */
import { z } from 'zod';
import { CUSTOMER_IMPORT_FIELDS, CUSTOMER_TAGS_MAX, type CustomerImportField } from '../../shared/respond';
import { emailField } from '../../shared/schemas/common';
import { tagField, type CustomerImportMapping, type CustomerImportRow } from '../../shared/schemas/customers';
import { phoneField } from '../../shared/schemas/leads';
import type { CsvTable } from '../inventory/csv';
import { unguard } from '../inventory/csv';
import { columnProblems, suggestColumns } from '../inventory/csv-mapping';

export const CUSTOMER_IMPORT_LABELS: Readonly<Record<CustomerImportField, string>> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  addressLine1: 'Address',
  addressLine2: 'Address line 2',
  city: 'City',
  region: 'State',
  postalCode: 'ZIP code',
  country: 'Country',
  tags: 'Tags',
  notes: 'Notes',
  emailConsent: 'Email consent',
  smsConsent: 'SMS consent',
};
const REQUIRED: readonly CustomerImportField[] = ['firstName'];

const ALIASES: Readonly<Record<CustomerImportField, readonly string[]>> = {
  firstName: ['firstname', 'first', 'givenname', 'fname', 'name'],
  lastName: ['lastname', 'last', 'surname', 'familyname', 'lname'],
  email: ['email', 'emailaddress', 'mail', 'e-mail'],
  phone: ['phone', 'phonenumber', 'mobile', 'cell', 'telephone', 'tel'],
  addressLine1: ['address', 'address1', 'addressline1', 'street', 'streetaddress'],
  addressLine2: ['address2', 'addressline2', 'apt', 'suite', 'unit'],
  city: ['city', 'town'],
  region: ['state', 'region', 'province'],
  postalCode: ['zip', 'zipcode', 'postalcode', 'postcode'],
  country: ['country', 'countrycode'],
  tags: ['tags', 'tag', 'labels', 'groups'],
  notes: ['notes', 'note', 'comments', 'remarks'],
  emailConsent: ['emailconsent', 'emailoptin', 'optinemail', 'marketingemail'],
  smsConsent: ['smsconsent', 'smsoptin', 'textoptin', 'optinsms'],
};

export const suggestCustomerMapping = (headers: readonly string[]): CustomerImportMapping =>
  suggestColumns(CUSTOMER_IMPORT_FIELDS, ALIASES, headers);

export const customerMappingProblems = (mapping: CustomerImportMapping, headers: readonly string[]) =>
  columnProblems(mapping, headers, CUSTOMER_IMPORT_FIELDS, CUSTOMER_IMPORT_LABELS, REQUIRED);

export const customerImportFields = () =>
  CUSTOMER_IMPORT_FIELDS.map((key) => ({ key, label: CUSTOMER_IMPORT_LABELS[key], required: REQUIRED.includes(key) }));

const YES = new Set(['yes', 'y', 'true', '1', 'x', 'opted in', 'optin', 'granted']);
const NO = new Set(['no', 'n', 'false', '0', '', 'opted out', 'optout', 'withdrawn']);

const text = (max: number, label: string) => z.string().trim().max(max, `${label}: at most ${max} characters`);

/** What a valid row writes. */
export interface CustomerImportValues {
  firstName: string;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  address: {
    line1: string | null;
    line2: string | null;
    city: string | null;
    region: string | null;
    postalCode: string | null;
    country: string | null;
  };
  tags: string[];
  notes: string | null;
  emailConsent: boolean | null;
  smsConsent: boolean | null;
}

export interface PlannedCustomerRow {
  row: CustomerImportRow;
  values: CustomerImportValues | null;
}

/**
 * Each row's action: create, update (matched by email, then phone, to a customer of the
 * dealership or to an earlier row of this file) or error, with every problem of the row named.
 */
export const planCustomerImport = (
  table: CsvTable,
  mapping: CustomerImportMapping,
  existing: { byEmail: Map<string, string>; byDigits: Map<string, string> },
): PlannedCustomerRow[] => {
  const column = (field: CustomerImportField) => table.headers.indexOf(mapping[field] ?? '\u0000');
  const index = Object.fromEntries(CUSTOMER_IMPORT_FIELDS.map((f) => [f, column(f)])) as Record<
    CustomerImportField,
    number
  >;
  const seenEmail = new Map<string, number>();
  const seenDigits = new Map<string, number>();
  return table.rows.map(({ line, cells }) => {
    const cell = (field: CustomerImportField) => (index[field] < 0 ? '' : unguard(cells[index[field]] ?? '').trim());
    const errors: Record<string, string> = {};
    const check = <T>(field: CustomerImportField, schema: z.ZodType<T>, value: unknown): T | null => {
      const result = schema.safeParse(value);
      if (result.success) return result.data;
      errors[field] = result.error.issues[0]?.message ?? 'Not valid';
      return null;
    };
    const firstName = check('firstName', text(100, 'First name').min(1, 'Enter the first name'), cell('firstName'));
    const lastName = check('lastName', text(100, 'Last name'), cell('lastName')) || null;
    const email = cell('email') ? (check('email', emailField, cell('email')) as string | null) : null;
    const phone = cell('phone') ? check('phone', phoneField, cell('phone')) : null;
    const rawTags = cell('tags')
      .split(/[;,|]/)
      .map((t) => t.trim())
      .filter(Boolean);
    const tags =
      check('tags', z.array(tagField).max(CUSTOMER_TAGS_MAX, `At most ${CUSTOMER_TAGS_MAX} tags`), rawTags) ?? [];
    const consent = (field: 'emailConsent' | 'smsConsent') => {
      if (index[field] < 0) return null;
      const v = cell(field).toLowerCase();
      if (YES.has(v)) return true;
      if (NO.has(v)) return false;
      errors[field] = 'Use yes or no';
      return null;
    };
    const values: CustomerImportValues = {
      firstName: firstName ?? '',
      lastName,
      email: email ? email.toLowerCase() : null,
      phone,
      address: {
        line1: check('addressLine1', text(200, 'Address'), cell('addressLine1')) || null,
        line2: check('addressLine2', text(200, 'Address line 2'), cell('addressLine2')) || null,
        city: check('city', text(100, 'City'), cell('city')) || null,
        region: check('region', text(100, 'State'), cell('region')) || null,
        postalCode: check('postalCode', text(20, 'ZIP code'), cell('postalCode')) || null,
        country:
          check(
            'country',
            z.string().trim().max(2, 'Use the two-letter country code, e.g. US'),
            cell('country'),
          )?.toUpperCase() || null,
      },
      tags,
      notes: check('notes', text(5000, 'Notes'), cell('notes')) || null,
      emailConsent: consent('emailConsent'),
      smsConsent: consent('smsConsent'),
    };
    const digits = phone ? phone.replace(/\D/g, '') : '';
    let customerId: string | null = null;
    let matchedBy: 'email' | 'phone' | null = null;
    if (values.email && existing.byEmail.has(values.email)) {
      customerId = existing.byEmail.get(values.email)!;
      matchedBy = 'email';
    } else if (digits && existing.byDigits.has(digits)) {
      customerId = existing.byDigits.get(digits)!;
      matchedBy = 'phone';
    } else if (values.email && seenEmail.has(values.email)) {
      matchedBy = 'email';
      errors.email ??= `The same email as row ${seenEmail.get(values.email)}: keep one row per person`;
    } else if (digits && seenDigits.has(digits)) {
      matchedBy = 'phone';
      errors.phone ??= `The same phone as row ${seenDigits.get(digits)}: keep one row per person`;
    }
    if (values.email && !seenEmail.has(values.email)) seenEmail.set(values.email, line);
    if (digits && !seenDigits.has(digits)) seenDigits.set(digits, line);
    const failed = Object.keys(errors).length > 0;
    return {
      row: {
        line,
        action: failed ? 'error' : customerId ? 'update' : 'create',
        customer: { firstName: firstName || null, lastName, email: values.email, phone, tags },
        customerId,
        matchedBy,
        errors,
      },
      values: failed ? null : values,
    };
  });
};

export const summarizeCustomerRows = (rows: readonly CustomerImportRow[]) => ({
  rows: rows.length,
  creates: rows.filter((r) => r.action === 'create').length,
  updates: rows.filter((r) => r.action === 'update').length,
  errors: rows.filter((r) => r.action === 'error').length,
});

/** The export's columns, in the import's terms (a file exported imports back). */
export const CUSTOMER_EXPORT_HEADERS = [
  'First name',
  'Last name',
  'Email',
  'Other emails',
  'Phone',
  'Other phones',
  'Address',
  'Address line 2',
  'City',
  'State',
  'ZIP code',
  'Country',
  'Tags',
  'Email consent',
  'SMS consent',
  'Assignee',
  'Leads',
  'Open leads',
  'Last activity',
  'Notes',
] as const;
