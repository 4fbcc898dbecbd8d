/**
 * `npm run scaffold:area <name>` — a new dashboard area, wired end to end and compiling, with
 * TODOs where the area's facts go (README › Layout says where each part lives):
 *
 *   registry/areas/<name>.ts          the route entry (joined in registry/routes.ts)
 *   src/shared/schemas/<name>.ts      zod schemas shared by API, forms and stories
 *   src/server/db/schema/<name>.ts    the table (exported from db/schema/index.ts) + its migration
 *   src/server/db/queries/<name>.ts   its SQL (paged, per dealership)
 *   src/server/routes/<name>.ts       the API (mounted in src/server/app.ts), access declared per route
 *   src/features/<name>/api.ts, queries.ts, mutations.ts
 *   src/screens/<name>.tsx, <name>.loader.ts
 *   stories/builders/<name>.ts, stories/screens/<name>.stories.tsx (Loaded, Empty, Loading, Error)
 *   tests/server/<name>.test.ts
 *
 * `npm run scaffold:area <name> -- --remove` takes all of it out again (files, wiring, migration).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
const remove = args.includes('--remove');
const name = args.find((a) => !a.startsWith('--'));
if (!name || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
  console.error('Usage: npm run scaffold:area <kebab-case-name> [-- --remove]');
  process.exit(2);
}

const pascal = name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
const camel = pascal.charAt(0).toLowerCase() + pascal.slice(1);
const snake = name.replace(/-/g, '_');
const title = name.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

const files: Record<string, string> = {
  [`registry/areas/${name}.ts`]: `/** ${title}: TODO what this area is for (DOMAIN.md › Areas). */
import { z } from 'zod';
import { dashboardScreen, dealerStaff } from '../define';
import { page, text } from '../search';

export const ${camel}Routes = [
  dashboardScreen({
    id: '${name}',
    path: '/dashboard/${name}',
    search: z.object({ q: text(100), page: page() }),
    title: '${title}',
    // TODO: one sentence for the page head and the heading's lead.
    description: '${title} of your dealership.',
    // TODO: who may open it (DOMAIN.md › Decisions › Who may open what); the API checks the same rule.
    access: dealerStaff,
    states: 'data',
    // TODO: a sidebar entry (group, label, a lucide icon mapped in src/components/layout/sidebar-icons.tsx).
  }),
] as const;
`,

  [`src/shared/schemas/${name}.ts`]: `/** ${title}: one schema per input and answer, shared by the API, the forms and the stories. */
import { z } from 'zod';

export const ${pascal}ItemSchema = z.object({
  id: z.string(),
  // TODO: the area's fields.
  name: z.string(),
  /** UTC ISO time. */
  createdAt: z.string(),
});
export type ${pascal}Item = z.infer<typeof ${pascal}ItemSchema>;

export const ${pascal}InputSchema = z.object({
  name: z.string({ error: 'Enter a name' }).trim().min(1, 'Enter a name').max(200, 'Use at most 200 characters'),
});
export type ${pascal}Input = z.infer<typeof ${pascal}InputSchema>;

export const ${pascal}ListQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const ${pascal}ListSchema = z.object({
  items: z.array(${pascal}ItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ${pascal}List = z.infer<typeof ${pascal}ListSchema>;
`,

  [`src/server/db/schema/${name}.ts`]: `/** ${title}: TODO the area's tables. Every row belongs to one dealership (tenancy in every query). */
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { organizations } from './dealerships';

export const ${camel}Items = pgTable(
  '${snake}_items',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('${snake}_items_org_created_idx').on(t.organizationId, t.createdAt)],
);
`,

  [`src/server/db/queries/${name}.ts`]: `/** ${title}: every query takes the dealership, so one dealership never reads another's rows. */
import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../client';
import { ${camel}Items } from '../schema/${name}';
import { newId } from './ids';

export const ${camel}PageSize = 20;

export const list${pascal}Items = async (db: Db, organizationId: string, query: { q: string; page: number }) => {
  const where = and(
    eq(${camel}Items.organizationId, organizationId),
    query.q ? ilike(${camel}Items.name, \`%\${query.q.replace(/[%_\\\\]/g, (c) => \`\\\\\${c}\`)}%\`) : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(${camel}Items)
      .where(where)
      .orderBy(desc(${camel}Items.createdAt), desc(${camel}Items.id))
      .limit(${camel}PageSize)
      .offset((query.page - 1) * ${camel}PageSize),
    db.select({ total: count() }).from(${camel}Items).where(where),
  ]);
  return { rows, total: Number(totalRow?.total ?? 0) };
};

export const insert${pascal}Item = async (db: Db, organizationId: string, input: { name: string }) => {
  const [row] = await db
    .insert(${camel}Items)
    .values({ id: newId(), organizationId, name: input.name })
    .returning();
  return row!;
};
`,

  [`src/server/routes/${name}.ts`]: `/** ${title} API: TODO the area's operations. Tenancy: the viewer's dealership, always. */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { ${pascal}InputSchema, ${pascal}ItemSchema, ${pascal}ListQuerySchema, ${pascal}ListSchema } from '../../shared/schemas/${name}';
import { getViewer, requireAccess, routeAccess, type ViewerEnv } from '../auth/authorize';
import { declareAccess } from '../auth/endpoint-access';
import { insert${pascal}Item, list${pascal}Items, ${camel}PageSize } from '../db/queries/${name}';
import type { AppDeps } from '../deps';
import { apiError, defaultHook, errorResponses } from '../errors';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const Item = z.object(${pascal}ItemSchema.shape).openapi('${pascal}Item');
const List = z.object({ ...${pascal}ListSchema.shape, items: z.array(Item) }).openapi('${pascal}List');

const toItem = (row: { id: string; name: string; createdAt: Date }) => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
});

export const ${camel}Routes = (deps: AppDeps) => {
  // The same rule as the screen's registry entry: the API and the UI cannot disagree.
  const access = routeAccess('${name}');
  const guard = requireAccess(deps, access);

  const list = createRoute({
    method: 'get',
    path: '/${name}',
    tags: ['${title}'],
    summary: 'List, searched and paged, newest first',
    middleware: guard,
    ...declareAccess(access),
    request: { query: ${pascal}ListQuerySchema },
    responses: { 200: json(List, 'A page'), ...errorResponses(400, 401, 403) },
  });

  const create = createRoute({
    method: 'post',
    path: '/${name}',
    tags: ['${title}'],
    summary: 'Add one',
    middleware: guard,
    ...declareAccess(access),
    request: { body: { required: true, content: { 'application/json': { schema: ${pascal}InputSchema } } } },
    responses: { 201: json(z.object({ item: Item }), 'Added'), ...errorResponses(400, 401, 403) },
  });

  return new OpenAPIHono<ViewerEnv>({ defaultHook })
    .openapi(list, async (c) => {
      const organizationId = getViewer(c).membership?.organizationId;
      if (!organizationId) return apiError(c, 403, 'FORBIDDEN', 'You are not a member of a dealership.');
      const query = c.req.valid('query');
      const { rows, total } = await list${pascal}Items(deps.db, organizationId, query);
      return c.json({ items: rows.map(toItem), total, page: query.page, pageSize: ${camel}PageSize }, 200);
    })
    .openapi(create, async (c) => {
      const organizationId = getViewer(c).membership?.organizationId;
      if (!organizationId) return apiError(c, 403, 'FORBIDDEN', 'You are not a member of a dealership.');
      const row = await insert${pascal}Item(deps.db, organizationId, c.req.valid('json'));
      return c.json({ item: toItem(row) }, 201);
    });
};
`,

  [`src/features/${name}/api.ts`]: `/** ${title}: every call the area makes, typed from the shared schemas. */
import { apiFetch } from '../../lib/api-error';
import type { ${pascal}Input, ${pascal}Item, ${pascal}List } from '../../shared/schemas/${name}';

const qs = (q: string, page: number) => {
  const search = new URLSearchParams();
  if (q) search.set('q', q);
  if (page > 1) search.set('page', String(page));
  const s = search.toString();
  return s ? \`?\${s}\` : '';
};

export const ${camel}Api = {
  list: (q: string, page: number, signal?: AbortSignal) => apiFetch<${pascal}List>(\`/api/${name}\${qs(q, page)}\`, { signal }),
  create: async (input: ${pascal}Input) => (await apiFetch<{ item: ${pascal}Item }>('/api/${name}', { body: input })).item,
};
`,

  [`src/features/${name}/queries.ts`]: `/** One queryOptions factory per read (DESIGN.md habit 7): the screen and its loader share them. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ${camel}Api } from './api';

export const ${camel}Queries = {
  all: ['${name}'] as const,
  list: (q = '', page = 1) =>
    queryOptions({
      queryKey: [...${camel}Queries.all, 'list', { q, page }] as const,
      queryFn: ({ signal }) => ${camel}Api.list(q, page, signal),
      placeholderData: keepPreviousData,
    }),
};
`,

  [`src/features/${name}/mutations.ts`]: `import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ${pascal}Input } from '../../shared/schemas/${name}';
import { ${camel}Api } from './api';
import { ${camel}Queries } from './queries';

/** Adds one; every list of the area refetches. */
export function useCreate${pascal}Item() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ${pascal}Input) => ${camel}Api.create(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ${camel}Queries.all }),
  });
}
`,

  [`src/screens/${name}.loader.ts`]: `import { waitBriefly, type ScreenLoader, type SearchOf } from '../lib/route-loader';
import { ${camel}Queries } from '../features/${name}/queries';

export const load: ScreenLoader<SearchOf<'${name}'>> = async ({ context, search }) => {
  await waitBriefly(context.queryClient.prefetchQuery(${camel}Queries.list(search.q, search.page)));
};
`,

  [`src/screens/${name}.tsx`]: `import { Button, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { routeById } from '../../registry/routes';
import { DashboardPage, EmptyPanel, headingOf } from '../components/layout/page';
import { ${camel}Queries } from '../features/${name}/queries';

const routeApi = getRouteApi('/dashboard/${name}');

export function ${pascal}Screen() {
  const entry = routeById['${name}'];
  const search = routeApi.useSearch();
  const list = useQuery(${camel}Queries.list(search.q, search.page));
  return (
    <DashboardPage title={headingOf(entry)} description={entry.description}>
      {list.isPending ? (
        <Stack data-testid="loading-state" aria-busy="true" gap="2">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height="10" />
          ))}
        </Stack>
      ) : list.isError ? (
        <Stack data-testid="error-state" role="alert" gap="3">
          <Text>{list.error.message}</Text>
          <Button alignSelf="start" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : list.data.items.length === 0 ? (
        // TODO: the action that adds the first one.
        <EmptyPanel title="Nothing here yet" description="TODO: what appears here and how to add the first one." />
      ) : (
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader>Added</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.data.items.map((item) => (
              <Table.Row key={item.id}>
                <Table.Cell>{item.name}</Table.Cell>
                <Table.Cell>{new Date(item.createdAt).toLocaleDateString('en-US', { timeZone: 'UTC' })}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </DashboardPage>
  );
}
`,

  [`stories/builders/${name}.ts`]: `/** Typed builders for the ${name} stories: shapes from the shared schemas. */
import type { ${pascal}Item, ${pascal}List } from '../../src/shared/schemas/${name}';

export function build${pascal}Item(overrides: Partial<${pascal}Item> = {}): ${pascal}Item {
  return { id: 'item_1', name: 'First item', createdAt: '2026-11-02T15:00:00.000Z', ...overrides };
}

export function build${pascal}List(overrides: Partial<${pascal}List> = {}): ${pascal}List {
  const items = overrides.items ?? [
    build${pascal}Item(),
    build${pascal}Item({ id: 'item_2', name: 'Second item', createdAt: '2026-11-01T09:30:00.000Z' }),
  ];
  return { items, total: items.length, page: 1, pageSize: 20, ...overrides };
}
`,

  [`stories/screens/${name}.stories.tsx`]: `import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ${pascal}Screen } from '../../src/screens/${name}';
import { ownerViewer, screenParameters } from '../builders';
import { fail, mockApi, ok, pending } from '../builders/auth';
import { build${pascal}List } from '../builders/${name}';
import { screenOf } from '../components/play-helpers';

const meta = {
  title: 'Screens/${name}',
  component: ${pascal}Screen,
  parameters: screenParameters('${name}', { viewer: ownerViewer() }),
} satisfies Meta<typeof ${pascal}Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  beforeEach: mockApi({ 'GET /api/${name}': ok(build${pascal}List()) }),
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByText('First item')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: mockApi({ 'GET /api/${name}': ok(build${pascal}List({ items: [], total: 0 })) }),
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByTestId('empty-state')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: screenParameters('${name}', { viewer: ownerViewer(), pending: true }),
  beforeEach: mockApi({ 'GET /api/${name}': pending() }),
};

export const Error: Story = {
  beforeEach: mockApi({ 'GET /api/${name}': fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.') }),
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByTestId('error-state', {}, { timeout: 5000 })).toBeVisible();
  },
};
`,

  [`tests/server/${name}.test.ts`]: `/** ${title} API: TODO the area's behaviour as a client notices it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, registerDealer, registerVerified, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('${name}', () => {
  it('adds and lists, per dealership only', async () => {
    const { client: owner } = await registerDealer(t, 'First Motors');
    const { client: other } = await registerDealer(t, 'Second Motors');
    expect((await owner.get('/api/${name}')).body).toMatchObject({ items: [], total: 0 });
    const created = await owner.post('/api/${name}', { name: 'Alpha' });
    expect(created.status).toBe(201);
    expect((await owner.get('/api/${name}?q=alp')).body.items.map((i: { name: string }) => i.name)).toEqual(['Alpha']);
    expect((await other.get('/api/${name}')).body.total).toBe(0);
  });

  it('refuses bad input with the field named, and callers the registry does not admit', async () => {
    const { client: owner } = await registerDealer(t);
    const bad = await owner.post('/api/${name}', { name: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('name');
    expect((await createClient(t).get('/api/${name}')).status).toBe(401);
    const { client: shopper } = await registerVerified(t);
    expect((await shopper.get('/api/${name}')).status).toBe(403);
  });
});
`,
};

const edit = (path: string, change: (s: string) => string) => {
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`scaffold: could not wire ${path}`);
  writeFileSync(path, after);
};

const wiring = {
  routesImport: `import { ${camel}Routes } from './areas/${name}';\n`,
  routesSpread: `  ...${camel}Routes,\n`,
  schemaExport: `export * from './${name}';\n`,
  appImport: `import { ${camel}Routes } from './routes/${name}';\n`,
  appRoute: `    .route('/', ${camel}Routes(deps))`,
};

const run = (cmd: string, cmdArgs: string[]) => execFileSync(cmd, cmdArgs, { stdio: 'inherit' });

const migrationsDir = 'src/server/db/migrations';
const journalPath = join(migrationsDir, 'meta/_journal.json');

if (remove) {
  for (const path of Object.keys(files)) rmSync(path, { force: true });
  rmSync(`src/features/${name}`, { recursive: true, force: true });
  // Baselines its stories recorded (npm run test:visual:update -- screens-<name>).
  for (const theme of ['light', 'dark']) {
    const dir = join('tests/visual', theme);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir)) if (file.startsWith(`screens-${name}--`)) rmSync(join(dir, file));
  }
  const drop = (path: string, text: string) => {
    const s = readFileSync(path, 'utf8');
    if (s.includes(text)) writeFileSync(path, s.replace(text, ''));
  };
  drop('registry/routes.ts', wiring.routesImport);
  drop('registry/routes.ts', wiring.routesSpread);
  drop('src/server/db/schema/index.ts', wiring.schemaExport);
  drop('src/server/app.ts', wiring.appImport);
  drop('src/server/app.ts', `\n${wiring.appRoute}`);
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const entry = journal.entries.find((e) => e.tag.endsWith(`_${snake}`));
  if (entry) {
    journal.entries = journal.entries.filter((e) => e !== entry);
    writeFileSync(journalPath, JSON.stringify(journal, null, 2)); // as drizzle-kit writes it
    rmSync(join(migrationsDir, `${entry.tag}.sql`), { force: true });
    rmSync(join(migrationsDir, 'meta', `${String(entry.idx).padStart(4, '0')}_snapshot.json`), { force: true });
  }
  run(process.execPath, ['--import', 'tsx', 'registry/generate.ts']);
  console.log(`Removed the ${name} area.`);
  process.exit(0);
}

const taken = Object.keys(files).filter((path) => existsSync(path));
if (taken.length) {
  console.error(`scaffold: ${name} exists already (${taken.join(', ')})`);
  process.exit(1);
}
for (const [path, text] of Object.entries(files)) {
  execFileSync('mkdir', ['-p', path.slice(0, path.lastIndexOf('/'))]);
  writeFileSync(path, text);
}
edit('registry/routes.ts', (s) =>
  s
    .replace(/(import \{ redirect,)/, `${wiring.routesImport}$1`)
    .replace(/(\] as const satisfies readonly ScreenEntry\[\];)/, `${wiring.routesSpread}$1`),
);
edit('src/server/db/schema/index.ts', (s) => `${s}${wiring.schemaExport}`);
edit('src/server/app.ts', (s) =>
  s
    .replace(/(import \{ quotesRoutes \} from '\.\/routes\/quotes';\n)/, `$1${wiring.appImport}`)
    .replace(/(\n\s+\.route\('\/', quotesRoutes\(deps\)\))/, `$1\n${wiring.appRoute}`),
);
run(process.execPath, ['node_modules/drizzle-kit/bin.cjs', 'generate', `--name=${snake}`]);
run(process.execPath, ['--import', 'tsx', 'registry/generate.ts']);
run(process.execPath, [
  'node_modules/prettier/bin/prettier.cjs',
  '--write',
  '--log-level',
  'warn',
  ...Object.keys(files),
  'registry/routes.ts',
  'src/server/app.ts',
  'src/server/db/schema/index.ts',
]);
console.log(`
The ${name} area is wired: /dashboard/${name} and /api/${name}. Next:
  - fill the TODOs (grep -rn TODO registry/areas/${name}.ts src/**/${name}* src/features/${name})
  - npm run typecheck && npm run test:server -- tests/server/${name}.test.ts
  - record its story baselines: npm run test:visual:update -- screens-${name}
  - to undo: npm run scaffold:area ${name} -- --remove`);
