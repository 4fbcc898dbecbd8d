/**
 * Reading our OpenAPI document for the security tests: the list of operations (our routes and
 * better-auth's), their parameters and body schemas, and a small valid-looking value for a schema.
 */
import { AUTH_BASE_PATH } from '../../src/server/auth/auth';
import type { TestApp } from './helpers';

export interface JsonSchema {
  readonly $ref?: string;
  readonly type?: string | readonly string[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly items?: JsonSchema;
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly allOf?: readonly JsonSchema[];
  readonly format?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minItems?: number;
  readonly default?: unknown;
  readonly additionalProperties?: boolean | JsonSchema;
}

export interface Parameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly required?: boolean;
  readonly schema?: JsonSchema;
}

export interface OperationObject {
  readonly parameters?: readonly Parameter[];
  readonly requestBody?: { readonly content?: Readonly<Record<string, { readonly schema?: JsonSchema }>> };
  readonly [extension: `x-${string}`]: unknown;
}

export interface OpenApiDocument {
  readonly paths: Readonly<Record<string, Readonly<Record<string, OperationObject>>>>;
  readonly components?: { readonly schemas?: Readonly<Record<string, JsonSchema>> };
}

export interface Operation {
  /** `POST /api/auth/sign-in/email`: how the tests name an operation. */
  readonly key: string;
  readonly method: string;
  /** The document's path template, with `{param}` placeholders. */
  readonly path: string;
  readonly op: OperationObject;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export const fetchDocument = async (t: TestApp): Promise<OpenApiDocument> => {
  const res = await t.app.request('/api/openapi.json');
  if (res.status !== 200) throw new Error(`/api/openapi.json answered ${res.status}`);
  return (await res.json()) as OpenApiDocument;
};

export const listOperations = (doc: OpenApiDocument): Operation[] =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, op })),
  );

/**
 * better-auth endpoints a client can reach (its router serves every endpoint not marked
 * SERVER_ONLY; app.ts hands it GET and POST) that its OpenAPI document leaves out, as operations
 * without parameters or a body schema.
 */
export const hiddenAuthOperations = (t: TestApp, documented: readonly Operation[]): Operation[] =>
  Object.values(t.auth.api as Record<string, unknown>).flatMap((value) => {
    const endpoint = value as {
      path?: string;
      options?: { method?: string | string[]; metadata?: { SERVER_ONLY?: boolean } };
    };
    if (!endpoint.path || endpoint.options?.metadata?.SERVER_ONLY) return [];
    const path = `${AUTH_BASE_PATH}${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
    return [endpoint.options?.method ?? []]
      .flat()
      .flatMap((m) => (m === '*' ? ['GET', 'POST'] : [m]))
      .filter((m) => m === 'GET' || m === 'POST')
      .map((method) => ({ key: `${method} ${path}`, method, path, op: {} }))
      .filter((o) => !documented.some((d) => d.key === o.key));
  });

/** Every operation a client can call: the document's, and better-auth's hidden ones. */
export const allOperations = (t: TestApp, doc: OpenApiDocument) => {
  const documented = listOperations(doc);
  const hidden = hiddenAuthOperations(t, documented);
  return { documented, hidden, all: [...documented, ...hidden] };
};

export const resolve = (doc: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema => {
  let current = schema ?? {};
  for (let hops = 0; current.$ref && hops < 20; hops += 1) {
    const name = current.$ref.replace('#/components/schemas/', '');
    current = doc.components?.schemas?.[name] ?? {};
  }
  return current;
};

export const bodySchema = (doc: OpenApiDocument, op: OperationObject): JsonSchema | undefined => {
  const schema = op.requestBody?.content?.['application/json']?.schema;
  return schema ? resolve(doc, schema) : undefined;
};

export const parameters = (op: OperationObject, where: Parameter['in']) =>
  (op.parameters ?? []).filter((p) => p.in === where);

/** The first concrete alternative of a union, and the object properties of an allOf merged. */
export const concrete = (doc: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema => {
  const s = resolve(doc, schema);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) {
    const first = alternatives.map((a) => resolve(doc, a)).find((a) => a.type !== 'null') ?? {};
    return concrete(doc, first);
  }
  if (s.allOf) {
    const parts = s.allOf.map((a) => concrete(doc, a));
    return {
      type: 'object',
      properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})) as Record<string, JsonSchema>,
      required: parts.flatMap((p) => p.required ?? []),
    };
  }
  return s;
};

export const typeOf = (schema: JsonSchema): string | undefined => {
  if (Array.isArray(schema.type)) return (schema.type as string[]).find((t) => t !== 'null');
  if (typeof schema.type === 'string') return schema.type;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  return undefined;
};

const stringFor = (name: string, schema: JsonSchema): string => {
  const n = name.toLowerCase();
  let value: string;
  if (schema.format === 'email' || n.endsWith('email')) value = 'sample@example.com';
  else if (schema.format === 'uri' || schema.format === 'url' || n.endsWith('url')) value = 'http://localhost:3000/';
  else if (schema.format === 'date-time') value = new Date(0).toISOString();
  else if (schema.format === 'uuid') value = '00000000-0000-4000-8000-000000000000';
  else if (n.includes('password')) value = 'Correct-horse-42';
  else if (n === 'phone') value = '+1 614 555 0142';
  else value = 'sample';
  if (schema.minLength && value.length < schema.minLength) value = value.padEnd(schema.minLength, 'a');
  if (schema.maxLength !== undefined && value.length > schema.maxLength) value = value.slice(0, schema.maxLength);
  return value;
};

/** A small value that satisfies the schema's types, enums and required properties (not its patterns). */
export const sampleValue = (doc: OpenApiDocument, schema: JsonSchema | undefined, name = '', depth = 0): unknown => {
  const s = concrete(doc, schema);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  if (depth > 8) return undefined;
  switch (typeOf(s)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of s.required ?? []) out[key] = sampleValue(doc, s.properties?.[key], key, depth + 1);
      return out;
    }
    case 'array':
      return s.minItems ? [sampleValue(doc, s.items, name, depth + 1)] : [];
    case 'string':
      return stringFor(name, s);
    case 'integer':
    case 'number':
      return s.minimum ?? 1;
    case 'boolean':
      return false;
    default:
      return 'sample';
  }
};

/** encodeURIComponent, except that a lone surrogate is sent as its (invalid) UTF-8 bytes instead of throwing. */
export const encodeLoosely = (value: string) =>
  value.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]|[^\uD800-\uDFFF]+/g, (part) => {
    if (part.length !== 1 || part.charCodeAt(0) < 0xd800 || part.charCodeAt(0) > 0xdfff)
      return encodeURIComponent(part);
    const unit = part.charCodeAt(0);
    return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
      .map((byte) => `%${byte.toString(16).toUpperCase()}`)
      .join('');
  });

export const fillPath = (template: string, params: Readonly<Record<string, string>>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for path parameter ${name} of ${template}`);
    return encodeLoosely(value);
  });

export const withQuery = (path: string, query: Readonly<Record<string, string | readonly string[]>>) => {
  const text = Object.entries(query)
    .flatMap(([key, value]) =>
      (typeof value === 'string' ? [value] : value).map((v) => `${encodeLoosely(key)}=${encodeLoosely(v)}`),
    )
    .join('&');
  return text ? `${path}?${text}` : path;
};

/** mulberry32: a small seeded generator, so a failing fuzz run can be replayed exactly. */
export const seededRandom = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
};
