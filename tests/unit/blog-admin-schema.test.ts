/** The blog editor's shared rules, as the form applies them before the API does. */
import { describe, expect, it } from 'vitest';
import { BlogPostInputSchema, slugify, type BlogPostInput } from '../../src/shared/schemas/blog-admin';
import { fromLocalInput, postToForm, toLocalInput } from '../../src/features/blog-admin/format';

const valid: BlogPostInput = {
  title: 'Pricing aged units',
  slug: 'pricing-aged-units',
  excerpt: 'What to do with the units past sixty days, week by week.',
  coverUrl: null,
  coverAlt: '',
  bodyMarkdown: '## Start here',
  tags: ['pricing'],
  status: 'draft',
  publishedAt: null,
};
const fieldsOf = (input: BlogPostInput) => {
  const result = BlogPostInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
};

describe('slugify', () => {
  it('makes an address of lowercase words joined by single hyphens', () => {
    expect(slugify('Trade-ins & Appraisals: Our Guide!')).toBe('trade-ins-and-appraisals-our-guide');
    expect(slugify("  Crème brûlée's   best  days ")).toBe('creme-brulees-best-days');
    expect(slugify('2026 — the year in review')).toBe('2026-the-year-in-review');
    expect(slugify('!!!')).toBe('');
    expect(slugify('a'.repeat(150)).length).toBe(100);
  });
});

describe('BlogPostInputSchema', () => {
  it('takes a draft with no date, and names each broken rule', () => {
    expect(fieldsOf(valid)).toEqual([]);
    expect(fieldsOf({ ...valid, coverUrl: '/api/blog-covers/abc.webp' })).toEqual(['coverAlt']);
    expect(fieldsOf({ ...valid, coverUrl: 'data:image/png;base64,xx', coverAlt: 'x' })).toEqual(['coverUrl']);
    expect(fieldsOf({ ...valid, status: 'scheduled' })).toEqual(['publishedAt']);
    expect(fieldsOf({ ...valid, status: 'scheduled', publishedAt: new Date(Date.now() - 1000).toISOString() })).toEqual(
      ['publishedAt'],
    );
    expect(
      fieldsOf({ ...valid, status: 'scheduled', publishedAt: new Date(Date.now() + 3_600_000).toISOString() }),
    ).toEqual([]);
    expect(fieldsOf({ ...valid, tags: ['pricing', 'pricing'] })).toEqual(['tags']);
    expect(fieldsOf({ ...valid, slug: '-leading' })).toEqual(['slug']);
  });
});

describe('the editor form', () => {
  it('edits a scheduled post whose time has come as published, and round-trips local times', () => {
    const form = postToForm({
      ...valid,
      id: 'p1',
      coverAlt: null,
      status: 'scheduled',
      live: true,
      publishedAt: '2026-11-20T15:00:00.000Z',
      author: 'Priya Raman',
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
    });
    expect(form.status).toBe('published');
    expect(form.coverAlt).toBe('');
    expect(fromLocalInput(toLocalInput('2026-11-20T15:00:00.000Z'))).toBe('2026-11-20T15:00:00.000Z');
    expect(fromLocalInput('')).toBeNull();
  });
});
