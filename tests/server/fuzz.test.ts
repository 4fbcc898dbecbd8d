/**
 * Schema-driven fuzz: every operation of /api/openapi.json (and better-auth's hidden ones) gets
 * bodies, query strings and path parameters bent out of shape along its schema — wrong types,
 * missing fields, 1 MB strings, JSON nested 10,000 deep, emoji, right-to-left text, lone
 * surrogates, NUL characters, injection strings, arrays for objects. The server may refuse any of
 * it (4xx) but must never answer 5xx, must not accept a 1 MB body, and must still be healthy
 * afterwards.
 *
 * Calls carry a session (a dealership owner; a platform admin where only admins get through) so
 * they get past the sign-in check to the validation, and each case bends one part of the input the
 * authorization matrix uses (operation-plans.ts), so the rest of it is valid. The cases come from a seeded generator: FUZZ_SEED=<n> replays
 * another run; a failure names the seed, the operation and the kind of input. FUZZ_LOG=1 prints
 * how each operation answered (status counts).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type Client, type Res } from './helpers';
import { createOperationPlans, declaration, expectedFor, STREAM_OPERATION, type Input } from './operation-plans';
import {
  allOperations,
  bodySchema,
  concrete,
  encodeLoosely,
  fetchDocument,
  fillPath,
  parameters,
  seededRandom,
  typeOf,
  withQuery,
  type JsonSchema,
  type Operation,
  type Parameter,
} from './openapi-helpers';
import { buildWorld, type ViewerName } from './viewer-helpers';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const MB = 1024 * 1024;
const DEPTH = 10_000;

// Rate limits would answer the later cases with 429 before the input is even read.
const t = await createTestApp({ env: { rateLimitEnabled: false } });
const world = await buildWorld(t);
const doc = await fetchDocument(t);
const { all: operations } = allOperations(t, doc);
const { planFor, defaultInput, prepareCell, openAndHangUp } = createOperationPlans(t, world, doc);
afterAll(() => t.close());

/** One stream per operation, so adding a route does not change the cases of the others. */
let random = seededRandom(SEED);
const reseed = (key: string) => {
  let hash = SEED;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  random = seededRandom(hash);
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

// ── Nasty values ────────────────────────────────────────────────────────────────────────────────

const UNICODE = [
  '🚗💨 Straße 🇺🇸 👩‍👩‍👧‍👦',
  'مرحبا بالعالم עברית',
  '\u202Egnp.exe\u202C',
  'Z̴̡̧̛̛͈͔̹͖̩̻̦̫̠͕̱̝̳̦̝͎͕͍̣̫̻͓͕͓͉̭̞̞̙̠̘̗̖̠̠͉̝͓̞̹̙̫̹͈̯̩̮̣̤̬̬̺̳͇͖̬̯̲̘͍̣͕͎̫̹̬̥̻͚͚̮͓̩̖̯̭̭̩̳͚̭̪̘̮̺̠̜̗͍̰͎̣̟͓̗̝͈̱̠̞̳͙̩̹̘̯̩̖̦͉̫̹̠',
  '\uD800',
  'a\uDFFFb',
  '\uFEFF\u200B\u00A0',
  '𝕃𝕠𝕥𝕝𝕚𝕟𝕖',
];
const INJECTION = [
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  "'); DELETE FROM sessions; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}<%= 7*7 %>',
  '../../../../etc/passwd',
  '__proto__',
  '{"$gt": ""}',
  '%00%0d%0aSet-Cookie: x=1',
  '\\',
];
const HUGE = 'x'.repeat(MB);
const DEEP_OBJECT_TEXT = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;
const DEEP_ARRAY_TEXT = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
/** Percent-encodings that do not decode: a cut-off escape, a lone surrogate in UTF-8, invalid bytes. */
const BAD_ESCAPES = ['%', '%E0%A4%A', '%ED%A0%80', '%FF%FE', '%ZZ'];

const wrongTypeFor = (schema: JsonSchema): unknown => {
  const type = typeOf(schema);
  const candidates: unknown[] = [123, -1.5, true, null, {}, [], 'not-a-thing', [1, 'two', null]];
  return pick(
    candidates.filter((c) => {
      if (type === 'string') return typeof c !== 'string';
      if (type === 'integer' || type === 'number') return typeof c !== 'number';
      if (type === 'boolean') return typeof c !== 'boolean';
      if (type === 'array') return !Array.isArray(c);
      if (type === 'object') return typeof c !== 'object' || c === null || Array.isArray(c);
      return true;
    }),
  );
};

// ── Cases ───────────────────────────────────────────────────────────────────────────────────────

interface Case {
  /** What was bent, e.g. `body.email: NUL`, for the failure list. */
  readonly kind: string;
  readonly path?: Record<string, string>;
  /** Already encoded path parameters (to send escapes that do not decode). */
  readonly rawPath?: Record<string, string>;
  readonly query?: Record<string, string | string[]>;
  /** A raw query string appended as is. */
  readonly rawQuery?: string;
  /** A value to JSON-encode, or raw text when `raw` is set. */
  readonly body?: unknown;
  readonly raw?: string;
  readonly contentType?: string;
}

const bodyCases = (operation: Operation, input: Input): Case[] => {
  const sample = input.body;
  const s = concrete(doc, bodySchema(doc, operation.op));
  const props = Object.entries(s.properties ?? {});
  const base = (sample && typeof sample === 'object' && !Array.isArray(sample) ? sample : {}) as Record<
    string,
    unknown
  >;
  const cases: Case[] = [
    { kind: 'body: the schema sample', body: base },
    { kind: 'body: {}', body: {} },
    { kind: 'body: []', body: [] },
    { kind: 'body: [sample]', body: [base] },
    { kind: 'body: null', raw: 'null' },
    { kind: 'body: a string', raw: '"text"' },
    { kind: 'body: a number', raw: '1e309' },
    { kind: 'body: malformed JSON', raw: '{"a":' },
    { kind: 'body: empty', raw: '' },
    { kind: `body: object nested ${DEPTH} deep`, raw: DEEP_OBJECT_TEXT },
    { kind: `body: array nested ${DEPTH} deep`, raw: DEEP_ARRAY_TEXT },
    {
      kind: `body: sample + extra field nested ${DEPTH} deep`,
      raw: `${JSON.stringify(base).slice(0, -1)}${Object.keys(base).length ? ',' : ''}"extra":${DEEP_OBJECT_TEXT}}`,
    },
    { kind: 'body: sample + 1 MB extra field', body: { ...base, extra: HUGE } },
    {
      kind: 'body: __proto__ and constructor keys',
      raw: `{"__proto__":{"role":"admin","isAdmin":true},"constructor":{"prototype":{"role":"admin"}},${JSON.stringify(base).slice(1)}`,
    },
    { kind: 'body: NUL in a key', body: { ...base, 'a\u0000b': 'x' } },
    { kind: 'body: form-encoded', raw: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    { kind: 'body: JSON sent as text/plain', raw: JSON.stringify(base), contentType: 'text/plain' },
  ];
  for (const name of s.required ?? []) {
    const { [name]: _dropped, ...rest } = base;
    cases.push({ kind: `body.${name}: missing`, body: rest });
  }
  for (const [name, propSchema] of props) {
    const prop = concrete(doc, propSchema);
    const type = typeOf(prop);
    const set = (value: unknown) => ({ ...base, [name]: value });
    cases.push({ kind: `body.${name}: wrong type`, body: set(wrongTypeFor(prop)) });
    if (type === 'object') cases.push({ kind: `body.${name}: array for object`, body: set([{}]) });
    if (type === 'object' || type === 'array')
      cases.push({
        kind: `body.${name}: nested ${DEPTH} deep`,
        raw: `{${Object.entries(base)
          .filter(([k]) => k !== name)
          .map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)},`)
          .join('')}${JSON.stringify(name)}:${DEEP_OBJECT_TEXT}}`,
      });
    if (type === 'string' || type === undefined) {
      cases.push(
        { kind: `body.${name}: 1 MB string`, body: set(HUGE) },
        { kind: `body.${name}: NUL`, body: set(`a\u0000b`) },
        { kind: `body.${name}: unicode`, body: set(pick(UNICODE)) },
        { kind: `body.${name}: injection`, body: set(pick(INJECTION)) },
      );
    }
    if (type === 'integer' || type === 'number')
      cases.push({ kind: `body.${name}: huge number`, raw: JSON.stringify(set(0)).replace(/0(?=[,}])/, '1e400') });
  }
  return cases;
};

const paramValues = (p: Parameter): { kind: string; value: string }[] => {
  const type = typeOf(concrete(doc, p.schema));
  const values = [
    { kind: 'NUL', value: 'a\u0000b' },
    { kind: '1 MB string', value: HUGE },
    { kind: 'unicode', value: pick(UNICODE) },
    { kind: 'injection', value: pick(INJECTION) },
    { kind: 'empty', value: '' },
  ];
  if (type !== 'string') values.push({ kind: 'wrong type', value: pick(['abc', '1e309', 'NaN', '-1', '0x10', '[]']) });
  return values;
};

const queryCases = (operation: Operation, input: Input): Case[] => {
  const query = input.query ?? {};
  const cases: Case[] = [];
  for (const p of parameters(operation.op, 'query')) {
    for (const { kind, value } of paramValues(p))
      cases.push({ kind: `query.${p.name}: ${kind}`, query: { ...query, [p.name]: value } });
    cases.push({ kind: `query.${p.name}: repeated`, query: { ...query, [p.name]: ['1', 'two'] } });
    for (const escape of BAD_ESCAPES)
      cases.push({ kind: `query.${p.name}: bad escape ${escape}`, query, rawQuery: `${p.name}=${escape}` });
    if (p.required) {
      const { [p.name]: _dropped, ...rest } = query;
      cases.push({ kind: `query.${p.name}: missing`, query: rest });
    }
  }
  cases.push(
    { kind: 'query: unknown parameter with NUL', query: { ...query, 'x\u0000': 'y' } },
    { kind: 'query: unknown 1 MB parameter', query: { ...query, extra: HUGE } },
    { kind: 'query: unknown parameter, injection', query: { ...query, [pick(INJECTION)]: pick(INJECTION) } },
    { kind: 'query: bad escape in an unknown parameter', query, rawQuery: `extra=${pick(BAD_ESCAPES)}` },
    { kind: 'query: __proto__', query, rawQuery: '__proto__[role]=admin&constructor[prototype][role]=admin' },
  );
  return cases;
};

const pathCases = (operation: Operation, input: Input): Case[] => {
  const path = input.path ?? {};
  const query = input.query ?? {};
  const cases: Case[] = [];
  for (const p of parameters(operation.op, 'path')) {
    for (const { kind, value } of paramValues(p)) {
      if (kind === 'empty') continue; // an empty segment is another route, not this one's input
      cases.push({ kind: `path.${p.name}: ${kind}`, path: { ...path, [p.name]: value }, query });
    }
    for (const escape of [...BAD_ESCAPES, '..', '%2e%2e%2f%2e%2e'])
      cases.push({ kind: `path.${p.name}: raw ${escape}`, path, rawPath: { [p.name]: escape }, query });
  }
  return cases;
};

const casesFor = (operation: Operation, input: Input): Case[] => {
  reseed(operation.key);
  return [
    ...(operation.method === 'GET' || operation.method === 'DELETE' ? [] : bodyCases(operation, input)),
    ...queryCases(operation, input),
    ...pathCases(operation, input),
  ];
};

const bodyBytes = (c: Case) => (c.raw ?? (c.body === undefined ? '' : JSON.stringify(c.body))).length;

// ── Sending ─────────────────────────────────────────────────────────────────────────────────────

const urlFor = (operation: Operation, base: Input, c: Case) => {
  let path = fillPath(operation.path, { ...base.path, ...c.path });
  for (const [name, raw] of Object.entries(c.rawPath ?? {})) {
    path = fillPath(operation.path, { ...base.path, ...c.path, [name]: `\u0001${name}` }).replace(
      encodeLoosely(`\u0001${name}`),
      raw,
    );
  }
  const url = withQuery(path, c.query ?? base.query ?? {});
  return c.rawQuery ? `${url}${url.includes('?') ? '&' : '?'}${c.rawQuery}` : url;
};

const send = (client: Client, operation: Operation, base: Input, c: Case): Promise<Res> => {
  const url = urlFor(operation, base, c);
  const headers = c.contentType ? { 'content-type': c.contentType } : undefined;
  if (operation.key === STREAM_OPERATION) return openAndHangUp(client, url);
  switch (operation.method) {
    case 'GET':
      // A fuzzed path can normalise onto the endless event stream (/api/inventory/../events →
      // /api/events): read its status and headers and hang up rather than wait for its end.
      return openAndHangUp(client, url);
    case 'DELETE':
      return client.del(url);
    case 'POST':
      return client.post(url, c.raw ?? (c.body === undefined ? {} : JSON.stringify(c.body)), headers);
    case 'PATCH':
      return client.patch(url, c.raw ?? (c.body === undefined ? {} : JSON.stringify(c.body)), headers);
    case 'PUT':
      return client.put(url, c.raw ?? (c.body === undefined ? {} : JSON.stringify(c.body)), headers);
    default:
      throw new Error(`${operation.key}: teach this test to send ${operation.method}`);
  }
};

/**
 * Who calls: a dealership owner, or a platform admin where only an admin gets through (the admin
 * plugin, the outbox), so that the input is what gets judged.
 */
const callerFor = (operation: Operation): ViewerName => {
  const { access } = declaration(operation);
  if (!access || expectedFor(access, 'owner') === 'allowed') return 'owner';
  return expectedFor(access, 'admin') === 'allowed' ? 'admin' : 'owner';
};

// ── The fuzz ────────────────────────────────────────────────────────────────────────────────────

describe(`fuzz (seed ${SEED})`, () => {
  it.each(operations.map((o) => [o.key, o] as const))('%s never answers 5xx', async (_key, operation) => {
    const failures: string[] = [];
    const statuses: Record<number, number> = {};
    const plan = planFor(operation);
    const caller = callerFor(operation);
    let cell = await prepareCell(caller, plan);
    // The matrix's valid input for this operation is the base each case bends one part of.
    const base: Input = { ...defaultInput(operation), ...(await plan.input?.(cell)) };
    for (const c of casesFor(operation, base)) {
      let res: Res;
      try {
        res = await send(cell.client, operation, base, c);
      } catch (error) {
        failures.push(`${c.kind}: threw ${(error as Error).message}`);
        continue;
      }
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      const code = (res.body as { error?: { code?: string } } | undefined)?.error?.code;
      if (res.status >= 500) failures.push(`${c.kind}: ${res.status}${code ? ` ${code}` : ''}`);
      // No route takes a megabyte of JSON: one that gets through means there is no body-size limit.
      else if (res.status < 400 && bodyBytes(c) >= MB)
        failures.push(`${c.kind}: ${res.status}, a ${Math.round(bodyBytes(c) / MB)} MB body was accepted`);
      // A case that got through may have spent the session (sign-out, revoke): start the next afresh.
      if (res.status < 300) cell = await prepareCell(caller, plan);
    }
    if (process.env.FUZZ_LOG) console.log(`${operation.key} ${JSON.stringify(statuses)}`);
    expect(failures, `${operation.key} (FUZZ_SEED=${SEED}):\n${failures.join('\n')}`).toEqual([]);
  });

  it('leaves the server healthy', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});
