/**
 * Typed builders for the Customers stories: list pages, a customer with their leads and consent,
 * the timeline across their leads, the assignee options, a merge preview, and the CSV import's
 * file, preview (clean, or with the errors a real file has) and result. Bodies are typed from the
 * shared schemas the API answers with, so a contract change breaks the stories at compile time.
 * `seedCustomers` puts answers in the story's cache under the screens' own query keys.
 */
import type { QueryClient } from '@tanstack/react-query';
import { customerQueries } from '../../src/features/customers/queries';
import type { CustomerSearch } from '../../src/features/customers/search-params';
import { CUSTOMER_IMPORT_FIELDS, CUSTOMERS_PAGE_SIZE } from '../../src/shared/respond';
import type {
  Customer,
  CustomerImportMapping,
  CustomerImportPreview,
  CustomerImportRow,
  CustomersPage,
  CustomerSummary,
  MergePreview,
} from '../../src/shared/schemas/customers';
import type { LeadEvent, LeadSummary, PersonRef, TimelinePage } from '../../src/shared/schemas/leads';

/** A fixed "now" (a Friday afternoon, UTC): every date below is relative to it. */
export const CUSTOMERS_NOW = '2026-11-20T15:00:00.000Z';
const hoursAgo = (hours: number) => new Date(Date.parse(CUSTOMERS_NOW) - hours * 3_600_000).toISOString();

// ── People ───────────────────────────────────────────────────────────────────────────────────────

export const MEMBERS: readonly (PersonRef & { role: string })[] = [
  { id: 'usr_story_owner', name: 'Dana Dealer', role: 'owner' },
  { id: 'usr_story_manager', name: 'Elena Ortiz', role: 'manager' },
  { id: 'usr_story_sales', name: 'Jordan Kim', role: 'sales' },
];
const SALES = MEMBERS[2]!;
const MANAGER = MEMBERS[1]!;

const NAMES: readonly [string, string][] = [
  ['Maria', 'Gonzalez'],
  ['James', 'Whitaker'],
  ['Priya', 'Shah'],
  ['Tom', 'Nguyen'],
  ['Rachel', 'Greene'],
  ['Luis', 'Ortega'],
  ['Mei', 'Tanaka'],
  ['Kwame', 'Mensah'],
  ['Sofia', 'Rossi'],
  ['Daniel', 'Brooks'],
];
const TAG_SETS: readonly string[][] = [
  ['trade-in'],
  [],
  ['financing', 'repeat'],
  [],
  ['vip'],
  ['trade-in', 'cash'],
  [],
];

const emailOf = (first: string, last: string) => `${first}.${last}@example.test`.toLowerCase();
const phoneOf = (i: number) => `(512) 555-${String(101 + i * 7).padStart(4, '0')}`;

export function buildCustomerSummary(index = 0, overrides: Partial<CustomerSummary> = {}): CustomerSummary {
  const [first, last] = NAMES[index % NAMES.length]!;
  const leads = (index * 3) % 4;
  return {
    id: `cus_story_${index + 1}`,
    firstName: first,
    lastName: last,
    name: `${first} ${last}`,
    email: index % 5 === 3 ? null : emailOf(first, last),
    phone: index % 4 === 2 ? null : phoneOf(index),
    tags: TAG_SETS[index % TAG_SETS.length]!,
    assignee: index % 3 === 2 ? null : index % 3 === 0 ? SALES : MANAGER,
    leadCount: leads,
    openLeadCount: Math.min(leads, index % 2),
    lastActivityAt: hoursAgo(3 + index * 17),
    createdAt: hoursAgo(24 * (30 + index * 9)),
    ...overrides,
  };
}

export const buildCustomerSummaries = (count: number, from = 0): CustomerSummary[] =>
  Array.from({ length: count }, (_, i) => buildCustomerSummary(from + i));

/** Every tag the dealership uses (the tag filter's options). */
export const TAGS_IN_USE = ['cash', 'financing', 'repeat', 'trade-in', 'vip'];

export function buildCustomersPage(overrides: Partial<CustomersPage> = {}): CustomersPage {
  const items = overrides.items ?? buildCustomerSummaries(8);
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: CUSTOMERS_PAGE_SIZE,
    tags: TAGS_IN_USE,
    ...overrides,
  };
}

export const emptyCustomersPage = (): CustomersPage => buildCustomersPage({ items: [], total: 0, tags: [] });

// ── One customer ─────────────────────────────────────────────────────────────────────────────────

export function buildCustomerLead(index = 0, overrides: Partial<LeadSummary> = {}): LeadSummary {
  const vehicles = [
    { year: 2021, make: 'Honda', model: 'Accord', trim: 'EX-L', priceCents: 2_649_000 },
    { year: 2019, make: 'Toyota', model: 'RAV4', trim: 'XLE', priceCents: 2_489_500 },
  ];
  const v = vehicles[index % vehicles.length]!;
  return {
    id: `lead_story_${index + 1}`,
    status: index === 0 ? 'contacted' : 'lost',
    source: index === 0 ? 'marketplace' : 'walk_in',
    customer: { id: 'cus_story_1', name: 'Maria Gonzalez', email: 'maria.gonzalez@example.test', phone: phoneOf(0) },
    vehicle: {
      id: `veh_story_${index + 1}`,
      stockNumber: `SM-${String(42 + index).padStart(5, '0')}`,
      status: 'available',
      listed: true,
      coverUrl: null,
      ...v,
    },
    assignee: SALES,
    conversationId: index === 0 ? 'cnv_story_1' : null,
    reason: index === 0 ? null : 'bought_elsewhere',
    reasonNote: null,
    nextFollowUpAt: null,
    firstResponseAt: hoursAgo(24 * (2 + index * 40) - 1),
    responseSeconds: 540,
    responseFlag: 'ok',
    lastActivityAt: hoursAgo(5 + index * 24 * 40),
    createdAt: hoursAgo(24 * (2 + index * 40)),
    ...overrides,
  };
}

export function buildCustomer(overrides: Partial<Customer> = {}): Customer {
  const summary = buildCustomerSummary(0, { leadCount: 2, openLeadCount: 1, tags: ['trade-in', 'financing'] });
  return {
    ...summary,
    emails: [
      { email: 'maria.gonzalez@example.test', primary: true },
      { email: 'maria@gonzalez-family.test', primary: false },
    ],
    phones: [
      { phone: phoneOf(0), label: 'mobile', primary: true },
      { phone: '(512) 555-0190', label: 'work', primary: false },
    ],
    address: {
      line1: '4100 Burnet Rd',
      line2: 'Apt 12',
      city: 'Austin',
      region: 'TX',
      postalCode: '78756',
      country: 'US',
    },
    notes: 'Trading in a 2012 Civic. Prefers texts after 5 pm.',
    consent: {
      email: { granted: true, at: hoursAgo(24 * 40), source: 'marketplace' },
      sms: { granted: false, at: null, source: null },
    },
    shopperUserId: 'usr_story_maria',
    leads: [buildCustomerLead(0), buildCustomerLead(1)],
    updatedAt: hoursAgo(26),
    ...overrides,
  };
}

/** SMS given at the counter, then withdrawn by the unsubscribe link; email withdrawn by phone. */
export const consentHistoryCustomer = (): Customer =>
  buildCustomer({
    consent: {
      email: { granted: false, at: hoursAgo(24 * 3), source: 'phone' },
      sms: { granted: false, at: hoursAgo(30), source: 'unsubscribe_link' },
    },
  });

const EVENTS: readonly [LeadEvent['kind'], string, PersonRef | null][] = [
  ['message_in', 'Maria Gonzalez wrote: “Is the Accord still available on Saturday?”', null],
  ['message_out', 'Jordan Kim replied: “Yes, see you at 10.”', SALES],
  ['status', 'Status changed from New to Contacted', SALES],
  ['call', 'Call logged: Connected (4 min)', SALES],
  ['note', 'Note: Wants a quote with her Civic traded in', SALES],
  ['assigned', 'Assigned to Jordan Kim', MANAGER],
  ['created', 'Lead created from the marketplace', null],
];

export function buildTimeline(count = EVENTS.length, nextBefore: string | null = null, from = 0): TimelinePage {
  return {
    items: Array.from({ length: count }, (_, i) => {
      const [kind, summary, actor] = EVENTS[(from + i) % EVENTS.length]!;
      return {
        id: `evt_story_${from + i + 1}`,
        leadId: 'lead_story_1',
        kind,
        summary,
        data: {},
        actor,
        at: hoursAgo(5 + (from + i) * 9),
      };
    }),
    nextBefore,
  };
}

// ── Merge ────────────────────────────────────────────────────────────────────────────────────────

/** The duplicate: the same person, added by hand at the counter with her work email. */
export const duplicateCustomer = (): Customer =>
  buildCustomer({
    ...buildCustomerSummary(0, {
      id: 'cus_story_dup',
      lastName: 'Gonzales',
      name: 'Maria Gonzales',
      email: 'mgonzalez@work.test',
      leadCount: 1,
      openLeadCount: 1,
      tags: ['vip'],
    }),
    emails: [{ email: 'mgonzalez@work.test', primary: true }],
    phones: [{ phone: phoneOf(0), label: 'mobile', primary: true }],
    leads: [buildCustomerLead(2, { status: 'new', source: 'walk_in' })],
    shopperUserId: null,
  });

export function buildMergePreview(target = buildCustomer(), other = duplicateCustomer()): MergePreview {
  return {
    target,
    other,
    result: {
      emails: [...new Set([...target.emails, ...other.emails].map((e) => e.email))],
      phones: [...new Set([...target.phones, ...other.phones].map((p) => p.phone))],
      tags: [...new Set([...target.tags, ...other.tags])],
      leads: target.leadCount + other.leadCount,
      conversations: 2,
    },
  };
}

// ── CSV import ───────────────────────────────────────────────────────────────────────────────────

/** A CRM export's headers, in its own words ("E-mail", "Mobile"). */
export const CUSTOMER_CSV_COLUMNS = ['First Name', 'Last Name', 'E-mail', 'Mobile', 'City', 'State', 'Tags', 'Opt-in'];
export const CUSTOMER_CSV_MAPPING: CustomerImportMapping = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'E-mail',
  phone: 'Mobile',
  city: 'City',
  region: 'State',
  tags: 'Tags',
};

const IMPORT_LABELS: Readonly<Record<(typeof CUSTOMER_IMPORT_FIELDS)[number], string>> = {
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

/** A small CSV file as a browser File, for the play functions' uploads. */
export const customerCsvFile = (name = 'crm-contacts.csv') =>
  new File(
    [
      `${CUSTOMER_CSV_COLUMNS.join(',')}\n`,
      'Maria,Gonzalez,maria.gonzalez@example.test,(512) 555-0101,Austin,TX,trade-in,yes\n',
    ],
    name,
    { type: 'text/csv' },
  );

export function buildImportRow(overrides: Partial<CustomerImportRow> & { line: number }): CustomerImportRow {
  return {
    action: 'create',
    customer: { firstName: 'Ana', lastName: 'Lopez', email: 'ana.lopez@example.test', phone: null, tags: [] },
    customerId: null,
    matchedBy: null,
    errors: {},
    ...overrides,
  };
}

export function buildCustomerImportPreview({
  errors = true,
  mapping = CUSTOMER_CSV_MAPPING,
}: { errors?: boolean; mapping?: CustomerImportMapping } = {}): CustomerImportPreview {
  const rows: CustomerImportRow[] = [
    buildImportRow({
      line: 2,
      action: 'update',
      customerId: 'cus_story_1',
      matchedBy: 'email',
      customer: {
        firstName: 'Maria',
        lastName: 'Gonzalez',
        email: 'maria.gonzalez@example.test',
        phone: '(512) 555-0101',
        tags: ['trade-in'],
      },
    }),
    buildImportRow({
      line: 3,
      customer: { firstName: 'Ana', lastName: 'Lopez', email: 'ana.lopez@example.test', phone: null, tags: ['vip'] },
    }),
    buildImportRow({
      line: 4,
      action: 'update',
      customerId: 'cus_story_2',
      matchedBy: 'phone',
      customer: { firstName: 'James', lastName: 'Whitaker', email: null, phone: '512-555-0108', tags: [] },
    }),
    buildImportRow({
      line: 5,
      customer: { firstName: 'Ken', lastName: 'Ito', email: 'ken.ito@example.test', phone: '(737) 555-0144', tags: [] },
    }),
  ];
  if (errors)
    rows.push(
      buildImportRow({
        line: 6,
        action: 'error',
        customer: { firstName: 'Bo', lastName: 'Chen', email: 'bo.chen@example', phone: null, tags: [] },
        errors: { email: 'Enter a valid email address' },
      }),
      buildImportRow({
        line: 7,
        action: 'error',
        customer: { firstName: null, lastName: 'Patel', email: null, phone: '555-01', tags: [] },
        errors: { firstName: 'Enter the first name', phone: 'Enter a valid phone number' },
      }),
    );
  const count = (action: CustomerImportRow['action']) => rows.filter((r) => r.action === action).length;
  return {
    columns: CUSTOMER_CSV_COLUMNS,
    mapping,
    fields: CUSTOMER_IMPORT_FIELDS.map((key) => ({ key, label: IMPORT_LABELS[key], required: key === 'firstName' })),
    rows,
    summary: { rows: rows.length, creates: count('create'), updates: count('update'), errors: count('error') },
  };
}

// ── The cache ────────────────────────────────────────────────────────────────────────────────────

export const seedCustomers = {
  list:
    (page: CustomersPage = buildCustomersPage(), search: CustomerSearch = {}) =>
    (queryClient: QueryClient) => {
      queryClient.setQueryData(customerQueries.list(search).queryKey, page);
      queryClient.setQueryData(customerQueries.assignees().queryKey, [...MEMBERS]);
    },
  /** A customer's page: the customer, their timeline's first page, the members and the tags in use. */
  detail:
    (customer: Customer = buildCustomer(), timeline: TimelinePage = buildTimeline()) =>
    (queryClient: QueryClient) => {
      queryClient.setQueryData(customerQueries.detail(customer.id).queryKey, customer);
      queryClient.setQueryData(customerQueries.timeline(customer.id).queryKey, {
        pages: [timeline],
        pageParams: [undefined],
      });
      queryClient.setQueryData(customerQueries.assignees().queryKey, [...MEMBERS]);
      queryClient.setQueryData(customerQueries.list({}).queryKey, buildCustomersPage());
    },
};
