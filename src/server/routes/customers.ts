/**
 * Customers (DOMAIN.md › Areas › Customers): the dealership's contacts — list with search, tag and
 * assignee filters; detail with their leads and the timeline across them; create and edit (several
 * emails and phones, address, tags, consent with when and where it was given or withdrawn); merge
 * two duplicates keeping every lead and conversation; CSV import (mapping, preview with per-row
 * errors, dedupe by email then phone, all rows or none) and export of the current filter.
 * Dealer staff see and edit their dealership's customers; merging and importing, which change many
 * records at once, are for owners and managers. Every query names the caller's dealership.
 */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { stream } from 'hono/streaming';
import { CONSENT_CHANNELS, type ConsentChannel } from '../../shared/respond';
import {
  CreateCustomerSchema,
  CustomerImportMappingSchema,
  CustomerImportPreviewSchema as SharedImportPreviewSchema,
  CustomerImportResultSchema as SharedImportResultSchema,
  CustomerQuerySchema,
  CustomerSchema as SharedCustomerSchema,
  CustomersPageSchema as SharedCustomersPageSchema,
  CustomerTimelineSchema as SharedTimelineSchema,
  MergeCustomersSchema,
  MergePreviewQuerySchema,
  MergePreviewSchema as SharedMergePreviewSchema,
  UpdateCustomerSchema,
  type Customer,
  type CustomerSummary,
  type UpdateCustomerInput,
} from '../../shared/schemas/customers';
import { LeadQuerySchema, TimelineQuerySchema } from '../../shared/schemas/leads';
import { toClassic } from '../../shared/schemas/to-classic';
import { ACCESS, declareAccess } from '../auth/endpoint-access';
import { getViewer, requireAccess, type Viewer, type ViewerEnv } from '../auth/authorize';
import {
  addToCustomer,
  createCustomer,
  emailsTakenElsewhere,
  exportCustomers,
  findCustomer,
  findCustomersByContact,
  listCustomers,
  mergeCounts,
  mergeCustomers,
  writeCustomer,
  type CustomerListRow,
  type CustomerRow,
  type CustomerWrite,
} from '../db/queries/customers';
import { findLeadSettings, isMemberOf, listLeadEvents, listLeads, type LeadScope } from '../db/queries/leads';
import type { AppDeps } from '../deps';
import { apiError, defaultHook, errorResponses } from '../errors';
import { csvLine } from '../inventory/csv';
import { toLeadSummary } from '../respond/answers';
import {
  CUSTOMER_EXPORT_HEADERS,
  customerImportFields,
  customerMappingProblems,
  planCustomerImport,
  suggestCustomerMapping,
  summarizeCustomerRows,
} from '../respond/customer-csv';
import { toTimelinePage } from '../respond/timeline';
import { csvBodyLimit, csvFileRequest, importErrors, readCsvRequest } from './csv-upload';
import { body, IdParam, json } from './openapi-parts';

const CustomerSchema = z.object(SharedCustomerSchema.shape).openapi('Customer');
const CustomersPageSchema = z.object(SharedCustomersPageSchema.shape).openapi('CustomersPage');
const CustomerTimelineSchema = z.object(SharedTimelineSchema.shape).openapi('CustomerTimeline');
const MergePreviewSchema = z.object(SharedMergePreviewSchema.shape).openapi('CustomerMergePreview');
const ImportPreviewSchema = z.object(SharedImportPreviewSchema.shape).openapi('CustomerImportPreview');
const ImportResultSchema = z.object(SharedImportResultSchema.shape).openapi('CustomerImportResult');
const CustomerAnswer = z.object({ customer: CustomerSchema });

const iso = (d: Date | string) => new Date(d).toISOString();
const nameOf = (first: string, last: string | null) => [first, last].filter(Boolean).join(' ');

const scopeOf = (viewer: Viewer): LeadScope => ({
  organizationId: viewer.membership!.organizationId,
  userId: viewer.user.id,
  role: viewer.membership!.role,
});

const toSummary = (row: CustomerListRow): CustomerSummary => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  name: nameOf(row.firstName, row.lastName),
  email: row.email,
  phone: row.phone,
  tags: row.tags,
  assignee: row.assigneeId ? { id: row.assigneeId, name: row.assigneeName ?? '' } : null,
  leadCount: Number(row.leadCount),
  openLeadCount: Number(row.openLeadCount),
  lastActivityAt: iso(row.lastActivityAt),
  createdAt: iso(row.createdAt),
});

const notFound = (c: Context) => apiError(c, 404, 'CUSTOMER_NOT_FOUND', 'This customer is not in your customers.');

const uniqueProblem = (taken: Map<string, string>, emails: readonly { email: string }[]) => {
  const fields: Record<string, string> = {};
  emails.forEach((e, i) => {
    if (taken.has(e.email.toLowerCase()))
      fields[`emails.${i}.email`] = 'Another customer has this email: merge the two instead';
  });
  return fields;
};

export const customersRoutes = (deps: AppDeps) => {
  const guard = requireAccess(deps, 'customers');
  const managers = requireAccess(deps, ACCESS.dealershipAdmin);
  const tags = ['Customers'];

  /** The detail answer: fields, emails, phones, consent, and the leads the caller may see. */
  const answer = async (scope: LeadScope, row: CustomerRow): Promise<Customer> => {
    const settings = await findLeadSettings(deps.db, scope.organizationId);
    const leads = await listLeads(
      deps.db,
      scope,
      LeadQuerySchema.parse({ view: 'all', customerId: row.id, sort: 'newest' }),
      settings,
      new Date(),
    );
    const consentOf = (channel: ConsentChannel) =>
      channel === 'email'
        ? {
            granted: row.emailConsent,
            at: row.emailConsentAt ? iso(row.emailConsentAt) : null,
            source: row.emailConsentSource ?? null,
          }
        : {
            granted: row.smsConsent,
            at: row.smsConsentAt ? iso(row.smsConsentAt) : null,
            source: row.smsConsentSource ?? null,
          };
    return {
      ...toSummary(row),
      emails: row.emails,
      phones: row.phones,
      address: {
        line1: row.addressLine1,
        line2: row.addressLine2,
        city: row.city,
        region: row.region,
        postalCode: row.postalCode,
        country: row.country,
      },
      notes: row.notes,
      consent: Object.fromEntries(CONSENT_CHANNELS.map((ch) => [ch, consentOf(ch)])) as Customer['consent'],
      shopperUserId: row.shopperUserId,
      leads: leads.items.map((l) => toLeadSummary(l, settings)),
      updatedAt: iso(row.updatedAt),
    };
  };

  /** Checks what a create or edit refers to: the assignee is a member, emails are not another customer's. */
  const problems = async (scope: LeadScope, input: UpdateCustomerInput, exceptId?: string) => {
    const fields: Record<string, string> = {};
    if (input.assigneeId && !(await isMemberOf(deps.db, scope.organizationId, input.assigneeId)))
      fields.assigneeId = 'Not a member of your dealership';
    if (input.emails?.length) {
      const taken = await emailsTakenElsewhere(
        deps.db,
        scope.organizationId,
        input.emails.map((e) => e.email),
        exceptId,
      );
      Object.assign(fields, uniqueProblem(taken, input.emails));
    }
    return fields;
  };

  const toWrite = (input: UpdateCustomerInput): CustomerWrite => ({
    ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
    ...(input.lastName !== undefined ? { lastName: input.lastName ?? null } : {}),
    ...(input.emails ? { emails: input.emails } : {}),
    ...(input.phones ? { phones: input.phones } : {}),
    ...(input.address ? { address: input.address } : {}),
    ...(input.tags ? { tags: input.tags } : {}),
    ...(input.assigneeId !== undefined ? { assigneeId: input.assigneeId } : {}),
    ...(input.notes !== undefined ? { notes: input.notes } : {}),
    ...(input.consent ? { consent: input.consent } : {}),
  });

  const list = createRoute({
    method: 'get',
    path: '/customers',
    ...declareAccess(ACCESS.dealerStaff),
    tags,
    summary: 'Your dealership’s customers: search by name, email or phone; filter by tag and assignee; paged',
    middleware: guard,
    request: { query: toClassic(CustomerQuerySchema) },
    responses: { 200: json(CustomersPageSchema, 'A page of customers'), ...errorResponses(400, 401, 403) },
  });
  const create = createRoute({
    method: 'post',
    path: '/customers',
    ...declareAccess(ACCESS.dealerStaff),
    tags,
    summary: 'Add a customer',
    middleware: guard,
    request: body(CreateCustomerSchema),
    responses: {
      201: json(CustomerAnswer, 'Added'),
      ...errorResponses(400, 401, 403, 409, 422),
    },
  });
  const get = createRoute({
    method: 'get',
    path: '/customers/{id}',
    ...declareAccess(ACCESS.dealerStaff),
    tags,
    summary: 'A customer with their emails, phones, consent and leads',
    middleware: guard,
    request: { params: IdParam },
    responses: { 200: json(CustomerAnswer, 'The customer'), ...errorResponses(400, 401, 403, 404) },
  });
  const update = createRoute({
    method: 'patch',
    path: '/customers/{id}',
    ...declareAccess(ACCESS.dealerStaff),
    tags,
    summary: 'Edit a customer (a list sent replaces the stored one; a consent change records when and where)',
    middleware: guard,
    request: { params: IdParam, ...body(UpdateCustomerSchema) },
    responses: { 200: json(CustomerAnswer, 'Saved'), ...errorResponses(400, 401, 403, 404, 409, 422) },
  });
  const timeline = createRoute({
    method: 'get',
    path: '/customers/{id}/timeline',
    ...declareAccess(ACCESS.dealerStaff),
    tags,
    summary: 'Everything that happened across the customer’s leads, newest first',
    middleware: guard,
    request: { params: IdParam, query: TimelineQuerySchema },
    responses: { 200: json(CustomerTimelineSchema, 'A page of the timeline'), ...errorResponses(400, 401, 403, 404) },
  });
  const mergePreview = createRoute({
    method: 'get',
    path: '/customers/{id}/merge-preview',
    ...declareAccess(ACCESS.dealershipAdmin),
    tags,
    summary: 'What merging `otherId` into this customer would keep (nothing is written)',
    middleware: managers,
    request: { params: IdParam, query: MergePreviewQuerySchema },
    responses: { 200: json(MergePreviewSchema, 'The preview'), ...errorResponses(400, 401, 403, 404, 422) },
  });
  const merge = createRoute({
    method: 'post',
    path: '/customers/{id}/merge',
    ...declareAccess(ACCESS.dealershipAdmin),
    tags,
    summary:
      'Merge `otherId` into this customer: every lead, conversation, email and phone moves; the other is removed',
    middleware: managers,
    request: { params: IdParam, ...body(MergeCustomersSchema) },
    responses: { 200: json(CustomerAnswer, 'The kept customer'), ...errorResponses(400, 401, 403, 404, 422) },
  });
  const importPreview = createRoute({
    method: 'post',
    path: '/customers/import/preview',
    ...declareAccess(ACCESS.dealershipAdmin),
    tags,
    summary: 'Check a CSV of customers row by row (nothing is written): the mapping, each row’s action and errors',
    middleware: [managers, csvBodyLimit] as const,
    request: csvFileRequest,
    responses: {
      200: json(ImportPreviewSchema, 'What importing this file would do'),
      ...errorResponses(400, 401, 403, 413, 415),
      422: importErrors('Too many rows, or the mapping names columns the file lacks'),
    },
  });
  const runImport = createRoute({
    method: 'post',
    path: '/customers/import',
    ...declareAccess(ACCESS.dealershipAdmin),
    tags,
    summary: 'Import a CSV of customers: every row or none (a row matching a customer by email or phone adds to it)',
    middleware: [managers, csvBodyLimit] as const,
    request: csvFileRequest,
    responses: {
      200: json(ImportResultSchema, 'Imported'),
      ...errorResponses(400, 401, 403, 413, 415),
      422: importErrors('Some rows have errors (IMPORT_HAS_ERRORS, with the rows); nothing was written'),
    },
  });
  const exportCsv = createRoute({
    method: 'get',
    path: '/customers/export.csv',
    ...declareAccess(ACCESS.dealerStaff),
    tags,
    summary: 'Every customer matching the list’s filter, as CSV (imports back)',
    middleware: guard,
    request: { query: toClassic(CustomerQuerySchema).omit({ page: true }) },
    responses: {
      200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
      ...errorResponses(400, 401, 403),
    },
  });

  /** Reads, checks and plans an import request's file: the plan, or the 4xx response. */
  const plan = async (c: Context<ViewerEnv>) => {
    const upload = await readCsvRequest(c, CustomerImportMappingSchema);
    if (!upload.ok) return { response: upload.response } as const;
    const { table } = upload;
    const mapping = upload.mapping ?? suggestCustomerMapping(table.headers);
    const mappingIssues = customerMappingProblems(mapping, table.headers);
    if (upload.mapping && Object.keys(mappingIssues).length)
      return {
        response: apiError(c, 422, 'MAPPING_INVALID', 'Check the column mapping.', { fields: mappingIssues }),
      } as const;
    const scope = scopeOf(getViewer(c));
    const column = (name: string | undefined) => table.headers.indexOf(name ?? '\u0000');
    const emailAt = column(mapping.email);
    const phoneAt = column(mapping.phone);
    const emails =
      emailAt < 0 ? [] : table.rows.map((r) => (r.cells[emailAt] ?? '').trim().toLowerCase()).filter(Boolean);
    const digits =
      phoneAt < 0
        ? []
        : table.rows.map((r) => (r.cells[phoneAt] ?? '').replace(/\D/g, '')).filter((d) => d.length >= 7);
    const existing = await findCustomersByContact(deps.db, scope.organizationId, emails, digits);
    return { table, mapping, rows: planCustomerImport(table, mapping, existing), scope } as const;
  };

  return new OpenAPIHono<ViewerEnv>({ defaultHook })
    .openapi(list, async (c) => {
      const scope = scopeOf(getViewer(c));
      const query = c.req.valid('query');
      const page = await listCustomers(deps.db, scope.organizationId, query);
      c.header('Cache-Control', 'no-store');
      return c.json(
        {
          items: page.items.map(toSummary),
          total: page.total,
          page: query.page,
          pageSize: 25,
          tags: page.tags,
        },
        200,
      );
    })
    .openapi(exportCsv, async (c) => {
      const scope = scopeOf(getViewer(c));
      const query = c.req.valid('query');
      const day = new Date().toISOString().slice(0, 10);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="customers-${day}.csv"`);
      c.header('Cache-Control', 'no-store');
      return stream(c, async (out) => {
        await out.write(`\uFEFF${csvLine(CUSTOMER_EXPORT_HEADERS)}`);
        for await (const batch of exportCustomers(deps.db, scope.organizationId, query))
          await out.write(
            batch
              .map((r) => {
                const emails = r.emails ? r.emails.split('; ') : [];
                const phones = r.phones ? r.phones.split('; ') : [];
                return csvLine([
                  r.firstName,
                  r.lastName,
                  emails[0] ?? '',
                  emails.slice(1).join('; '),
                  phones[0] ?? '',
                  phones.slice(1).join('; '),
                  r.addressLine1,
                  r.addressLine2,
                  r.city,
                  r.region,
                  r.postalCode,
                  r.country,
                  r.tags.join('; '),
                  r.emailConsent ? 'yes' : 'no',
                  r.smsConsent ? 'yes' : 'no',
                  r.assigneeName,
                  String(r.leadCount),
                  String(r.openLeadCount),
                  iso(r.lastActivityAt),
                  r.notes,
                ]);
              })
              .join(''),
          );
      }) as never;
    })
    .openapi(create, async (c) => {
      const scope = scopeOf(getViewer(c));
      const input = c.req.valid('json');
      const fields = await problems(scope, input);
      if (Object.keys(fields).length)
        return apiError(
          c,
          fields.assigneeId ? 422 : 409,
          fields.assigneeId ? 'ASSIGNEE_INVALID' : 'EMAIL_TAKEN',
          'Check the highlighted fields.',
          { fields },
        );
      const id = await deps.db.transaction((tx) =>
        createCustomer(tx, scope.organizationId, { ...toWrite(input), firstName: input.firstName }),
      );
      const row = (await findCustomer(deps.db, scope.organizationId, id))!;
      return c.json({ customer: await answer(scope, row) }, 201);
    })
    .openapi(get, async (c) => {
      const scope = scopeOf(getViewer(c));
      const row = await findCustomer(deps.db, scope.organizationId, c.req.valid('param').id);
      if (!row) return notFound(c);
      c.header('Cache-Control', 'no-store');
      return c.json({ customer: await answer(scope, row) }, 200);
    })
    .openapi(update, async (c) => {
      const scope = scopeOf(getViewer(c));
      const current = await findCustomer(deps.db, scope.organizationId, c.req.valid('param').id);
      if (!current) return notFound(c);
      const input = c.req.valid('json');
      const fields = await problems(scope, input, current.id);
      if (Object.keys(fields).length)
        return apiError(
          c,
          fields.assigneeId ? 422 : 409,
          fields.assigneeId ? 'ASSIGNEE_INVALID' : 'EMAIL_TAKEN',
          'Check the highlighted fields.',
          { fields },
        );
      await deps.db.transaction((tx) => writeCustomer(tx, scope.organizationId, current.id, toWrite(input), current));
      const row = (await findCustomer(deps.db, scope.organizationId, current.id))!;
      return c.json({ customer: await answer(scope, row) }, 200);
    })
    .openapi(timeline, async (c) => {
      const scope = scopeOf(getViewer(c));
      const row = await findCustomer(deps.db, scope.organizationId, c.req.valid('param').id);
      if (!row) return notFound(c);
      const { before, limit } = c.req.valid('query');
      const page = await listLeadEvents(deps.db, scope.organizationId, { customerId: row.id }, before, limit);
      c.header('Cache-Control', 'no-store');
      return c.json(toTimelinePage(page), 200);
    })
    .openapi(mergePreview, async (c) => {
      const scope = scopeOf(getViewer(c));
      const { id } = c.req.valid('param');
      const { otherId } = c.req.valid('query');
      if (id === otherId)
        return apiError(c, 422, 'SAME_CUSTOMER', 'Choose another customer to merge.', {
          fields: { otherId: 'Choose another customer' },
        });
      const [target, other] = await Promise.all([
        findCustomer(deps.db, scope.organizationId, id),
        findCustomer(deps.db, scope.organizationId, otherId),
      ]);
      if (!target) return notFound(c);
      if (!other)
        return apiError(c, 404, 'CUSTOMER_NOT_FOUND', 'The other customer is not in your customers.', {
          fields: { otherId: 'Not one of your customers' },
        });
      const moving = await mergeCounts(deps.db, other.id);
      const [targetAnswer, otherAnswer] = await Promise.all([answer(scope, target), answer(scope, other)]);
      const unique = <T>(items: T[]) => [...new Set(items)];
      const digits = new Set(target.phones.map((p) => p.phone.replace(/\D/g, '')));
      return c.json(
        {
          target: targetAnswer,
          other: otherAnswer,
          result: {
            emails: unique([...target.emails, ...other.emails].map((e) => e.email)),
            phones: [
              ...target.phones.map((p) => p.phone),
              ...other.phones.filter((p) => !digits.has(p.phone.replace(/\D/g, ''))).map((p) => p.phone),
            ],
            tags: unique([...target.tags, ...other.tags]),
            leads: Number(target.leadCount) + moving.leads,
            conversations: (await mergeCounts(deps.db, target.id)).conversations + moving.conversations,
          },
        },
        200,
      );
    })
    .openapi(merge, async (c) => {
      const scope = scopeOf(getViewer(c));
      const { id } = c.req.valid('param');
      const { otherId } = c.req.valid('json');
      if (id === otherId)
        return apiError(c, 422, 'SAME_CUSTOMER', 'Choose another customer to merge.', {
          fields: { otherId: 'Choose another customer' },
        });
      const done = await mergeCustomers(deps.db, scope.organizationId, id, otherId, scope.userId);
      if (!done)
        return apiError(c, 404, 'CUSTOMER_NOT_FOUND', 'One of these customers is not in your customers.', {
          fields: { otherId: 'Not one of your customers' },
        });
      const row = (await findCustomer(deps.db, scope.organizationId, id))!;
      return c.json({ customer: await answer(scope, row) }, 200);
    })
    .openapi(importPreview, async (c) => {
      const planned = await plan(c);
      if ('response' in planned) return planned.response as never;
      const rows = planned.rows.map((r) => r.row);
      return c.json(
        {
          columns: planned.table.headers,
          mapping: planned.mapping,
          fields: customerImportFields(),
          rows,
          summary: summarizeCustomerRows(rows),
        },
        200,
      );
    })
    .openapi(runImport, async (c) => {
      const planned = await plan(c);
      if ('response' in planned) return planned.response as never;
      const bad = planned.rows.filter((r) => r.row.action === 'error');
      const missing = customerMappingProblems(planned.mapping, planned.table.headers);
      if (Object.keys(missing).length)
        return apiError(c, 422, 'MAPPING_INVALID', 'Check the column mapping.', { fields: missing });
      if (bad.length > 0)
        return c.json(
          {
            error: {
              code: 'IMPORT_HAS_ERRORS',
              message: `${bad.length.toLocaleString('en-US')} ${bad.length === 1 ? 'row has' : 'rows have'} errors: nothing was imported.`,
              rows: bad.map((r) => ({ line: r.row.line, fields: r.row.errors })),
            },
          },
          422,
        );
      const { organizationId } = planned.scope;
      const result = await deps.db.transaction(async (tx) => {
        let created = 0;
        let updated = 0;
        for (const { row, values } of planned.rows) {
          if (!values) continue;
          const consent: CustomerWrite['consent'] = {};
          if (values.emailConsent !== null) consent.email = { granted: values.emailConsent, source: 'import' };
          if (values.smsConsent !== null) consent.sms = { granted: values.smsConsent, source: 'import' };
          if (row.action === 'update' && row.customerId) {
            await addToCustomer(tx, organizationId, row.customerId, {
              email: values.email,
              phone: values.phone,
              tags: values.tags,
              fields: {
                ...(values.lastName ? { lastName: values.lastName } : {}),
                ...(values.address.line1 ? { addressLine1: values.address.line1 } : {}),
                ...(values.address.line2 ? { addressLine2: values.address.line2 } : {}),
                ...(values.address.city ? { city: values.address.city } : {}),
                ...(values.address.region ? { region: values.address.region } : {}),
                ...(values.address.postalCode ? { postalCode: values.address.postalCode } : {}),
                ...(values.address.country ? { country: values.address.country } : {}),
                ...(values.notes ? { notes: values.notes } : {}),
              },
            });
            updated++;
          } else {
            await createCustomer(tx, organizationId, {
              firstName: values.firstName,
              lastName: values.lastName,
              emails: values.email ? [{ email: values.email, primary: true }] : [],
              phones: values.phone ? [{ phone: values.phone, label: 'mobile', primary: true }] : [],
              address: values.address,
              tags: values.tags,
              notes: values.notes,
              consent,
            });
            created++;
          }
        }
        return { created, updated };
      });
      return c.json(result, 200);
    });
};
