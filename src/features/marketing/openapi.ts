/** The slice of an OpenAPI 3.1 document the API reference reads, and how it groups it. */
import type { ApiAccessRule } from '../../shared/api-access';

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  nullable?: boolean;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  example?: unknown;
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  tags?: string[];
  summary?: string;
  description?: string;
  operationId?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: JsonSchema }> }>;
  security?: Record<string, string[]>[];
  /** Who may call it: the server's own declaration (src/server/auth/endpoint-access.ts). */
  'x-access'?: ApiAccessRule;
  /** better-auth's endpoints a client never calls (switched off, or used by better-auth itself). */
  'x-internal'?: boolean;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>;
  components?: { schemas?: Record<string, JsonSchema>; securitySchemes?: Record<string, unknown> };
  tags?: { name: string; description?: string }[];
}

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface Endpoint {
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly operation: OpenApiOperation;
  /** Undefined only for a document without declarations (the server declares every operation). */
  readonly access: ApiAccessRule | undefined;
}

export interface EndpointGroup {
  readonly tag: string;
  readonly description: string | undefined;
  readonly endpoints: readonly Endpoint[];
}

export const slugOf = (method: string, path: string) =>
  `${method}-${path}`
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/**
 * Endpoints grouped by their first tag, groups in the document's tag order, then by name. Internal
 * endpoints (a client never calls them) are left out; `countInternal` says how many there are.
 */
export function groupEndpoints(doc: OpenApiDocument): EndpointGroup[] {
  const groups = new Map<string, Endpoint[]>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation || operation['x-internal']) continue;
      const tag = operation.tags?.[0] ?? 'Other';
      const list = groups.get(tag) ?? [];
      list.push({ id: slugOf(method, path), method, path, operation, access: operation['x-access'] });
      groups.set(tag, list);
    }
  }
  const order = (doc.tags ?? []).map((t) => t.name);
  const rank = (tag: string) => {
    const i = order.indexOf(tag);
    return i === -1 ? Number.MAX_SAFE_INTEGER : i;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([tag, endpoints]) => ({ tag, description: doc.tags?.find((t) => t.name === tag)?.description, endpoints }));
}

export const countInternal = (doc: OpenApiDocument): number =>
  Object.values(doc.paths ?? {}).reduce((n, item) => n + HTTP_METHODS.filter((m) => item[m]?.['x-internal']).length, 0);

export const resolveRef = (doc: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema | undefined => {
  if (!schema?.$ref) return schema;
  const name = schema.$ref.split('/').pop() ?? '';
  return doc.components?.schemas?.[name];
};

export const refName = (schema: JsonSchema | undefined) => schema?.$ref?.split('/').pop();

/** A one-line type for a schema: "string (email)", "integer", "array of Plan", "a | b". */
export function typeLabel(doc: OpenApiDocument, schema: JsonSchema | undefined, depth = 0): string {
  if (!schema) return 'any';
  const ref = refName(schema);
  if (ref) return ref;
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const union = schema.anyOf ?? schema.oneOf;
  if (union && depth < 3) return union.map((s) => typeLabel(doc, s, depth + 1)).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  if (type === 'array') return `array of ${typeLabel(doc, schema.items, depth + 1)}`;
  if (!type && schema.properties) return 'object';
  return `${type ?? 'any'}${schema.format ? ` (${schema.format})` : ''}`;
}
