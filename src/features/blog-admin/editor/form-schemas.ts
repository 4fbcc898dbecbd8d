/**
 * What the post editor checks its input with: the API's own schema (BlogPostInputSchema, classic
 * zod). Loaded by `form-checks.ts` on the first check, so neither classic zod nor the blog schemas
 * are in the editor's first load (issue 14).
 */
import { issuesToErrors, type ValidationResult } from '../../../lib/form-state';
import { BlogPostInputSchema, type BlogPostValues } from '../../../shared/schemas/blog-admin';

export async function checkPost(input: unknown): Promise<ValidationResult<BlogPostValues>> {
  const result = await BlogPostInputSchema.safeParseAsync(input);
  return result.success ? { values: result.data } : { errors: issuesToErrors(result.error.issues) };
}
