/** The slice of an OpenAPI 3.1 document the API reference reads, and how it groups it. */
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
  readonly auth: 'public' | 'signed-in';
}

export interface EndpointGroup {
  readonly tag: string;
  readonly description: string | undefined;
  readonly endpoints: readonly Endpoint[];
}

/**
 * better-auth's generated document puts bearer security on every endpoint, also on sign-in and
 * sign-up: for its paths, the ones that start a session or recover an account are public.
 */
const PUBLIC_AUTH =
  /^\/api\/auth\/(sign-in|sign-up|forget-password|request-password-reset|reset-password|verify-email|send-verification-email|email-otp|callback|ok|error|is-username-available)/;

/** Sign-in is required when the operation declares security or can answer 401. */
export const authOf = (path: string, operation: OpenApiOperation): Endpoint['auth'] => {
  if (PUBLIC_AUTH.test(path)) return 'public';
  return (operation.security && operation.security.some((s) => Object.keys(s).length > 0)) ||
    operation.responses?.['401']
    ? 'signed-in'
    : 'public';
};

export const slugOf = (method: string, path: string) =>
  `${method}-${path}`
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/** Endpoints grouped by their first tag, groups in the document's tag order, then by name. */
export function groupEndpoints(doc: OpenApiDocument): EndpointGroup[] {
  const groups = new Map<string, Endpoint[]>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'Other';
      const list = groups.get(tag) ?? [];
      list.push({ id: slugOf(method, path), method, path, operation, auth: authOf(path, operation) });
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
