/** One error shape everywhere: `{ error: { code, message, fields?, retryAfter?, upgradeUrl? } }`. */
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';

export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'VALIDATION_FAILED' }),
      message: z.string(),
      fields: z
        .record(z.string(), z.string())
        .optional()
        .openapi({ description: 'Field name → message, for inline form errors' }),
      retryAfter: z.number().int().optional().openapi({ description: 'Seconds until a retry may succeed (429)' }),
      upgradeUrl: z
        .string()
        .optional()
        .openapi({ description: 'Where the plan can be changed, when a plan limit refused the request (402, 409)' }),
    }),
  })
  .openapi('Error');

export type ApiErrorBody = z.infer<typeof ErrorSchema>;

export const errorBody = (
  code: string,
  message: string,
  extra: { fields?: Record<string, string> | undefined; retryAfter?: number | undefined } = {},
): ApiErrorBody => ({
  error: {
    code,
    message,
    ...(extra.fields && Object.keys(extra.fields).length > 0 ? { fields: extra.fields } : {}),
    ...(extra.retryAfter !== undefined ? { retryAfter: extra.retryAfter } : {}),
  },
});

export const apiError = <S extends ContentfulStatusCode>(
  c: Context,
  status: S,
  code: string,
  message: string,
  extra?: { fields?: Record<string, string>; retryAfter?: number },
) => c.json(errorBody(code, message, extra), status);

/** Field path → first message; nested paths join with "." (address.city). */
export const zodFields = (error: ZodError): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    if (!(key in fields))
      fields[key] =
        issue.code === 'invalid_type' && issue.input === undefined ? 'This field is required' : issue.message;
  }
  return fields;
};

export const validationError = (c: Context, error: ZodError) =>
  apiError(c, 400, 'VALIDATION_FAILED', 'Some fields need your attention.', { fields: zodFields(error) });

/** Used as OpenAPIHono's defaultHook: every schema failure becomes a 400 naming the fields. */
export const defaultHook = (result: { success: true } | { success: false; error: ZodError }, c: Context) => {
  if (!result.success) return validationError(c, result.error);
  return undefined;
};

/** Standard error responses for createRoute declarations. */
type ErrorResponse = { description: string; content: { 'application/json': { schema: typeof ErrorSchema } } };

export const errorResponses = <const S extends readonly ContentfulStatusCode[]>(...statuses: S) =>
  Object.fromEntries(
    statuses.map((status) => [
      status,
      { description: ERROR_DESCRIPTIONS[status] ?? 'Error', content: { 'application/json': { schema: ErrorSchema } } },
    ]),
  ) as { [K in S[number]]: ErrorResponse };

const ERROR_DESCRIPTIONS: Partial<Record<number, string>> = {
  400: 'Invalid input; `fields` names each problem',
  401: 'Not signed in',
  402: 'The plan has no room for this (PLAN_LIMIT) or must be chosen first (PLAN_REQUIRED); `upgradeUrl` says where',
  403: 'Signed in but not allowed',
  404: 'Not found',
  409: 'Already taken or already done (PLAN_LIMIT: the plan has no seat for another member)',
  410: 'Expired or used',
  422: 'A rule was not met',
  429: 'Too many requests',
  503: 'Service unavailable',
};
