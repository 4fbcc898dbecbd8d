/**
 * The post editor's check, as a usePlainForm validator. The schema (classic zod) is needed only to
 * check what is typed, so it loads on the first check, or earlier when a pointer or focus reaches
 * the form (`preloadPostSchema`). The check is asynchronous, so a submit waits for it.
 */
import type { Validator } from '../../../lib/form-state';
import type { BlogPostInput, BlogPostValues } from '../../../shared/schemas/blog-admin';

const loadSchema = () => import('./form-schemas');
export const preloadPostSchema = () => void loadSchema().catch(() => undefined);

export const checkPost: Validator<BlogPostInput, BlogPostValues> = async (values) =>
  (await loadSchema()).checkPost(values);
