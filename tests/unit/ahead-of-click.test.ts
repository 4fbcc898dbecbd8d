/**
 * Which links the dashboard renders ahead of a click (src/app/ahead-of-click.tsx): in-app dashboard
 * screens other than the one on screen, found from whatever inside the link the pointer is on.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { intentHref } from '../../src/app/ahead-of-click';

const link = (href: string, attrs: Record<string, string> = {}) => {
  const a = document.createElement('a');
  a.href = href;
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
  const inner = document.createElement('span');
  inner.textContent = 'Inventory';
  a.append(inner);
  document.body.append(a);
  return { a, inner };
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('intentHref', () => {
  it('gives the path and search of a dashboard link, from anything inside it', () => {
    const { a, inner } = link('/dashboard/inventory?status=sold');
    expect(intentHref(inner, '/dashboard')).toBe('/dashboard/inventory?status=sold');
    expect(intentHref(a, '/dashboard')).toBe('/dashboard/inventory?status=sold');
  });

  it('takes a conversation of the screen on display (another search) but not the page itself', () => {
    const { a } = link('/dashboard/messages?c=abc');
    expect(intentHref(a, '/dashboard/messages')).toBe('/dashboard/messages?c=abc');
    expect(intentHref(a, '/dashboard/messages?c=abc')).toBeNull();
  });

  it('leaves public and auth pages, other sites, new tabs and downloads alone', () => {
    expect(intentHref(link('/pricing').a, '/dashboard')).toBeNull();
    expect(intentHref(link('/auth/login').a, '/dashboard')).toBeNull();
    expect(intentHref(link('https://example.com/dashboard/inventory').a, '/dashboard')).toBeNull();
    expect(intentHref(link('/dashboard/inventory', { target: '_blank' }).a, '/dashboard')).toBeNull();
    expect(intentHref(link('/dashboard/inventory/export.csv', { download: '' }).a, '/dashboard')).toBeNull();
  });

  it('ignores what is not a link', () => {
    const div = document.createElement('div');
    document.body.append(div);
    expect(intentHref(div, '/dashboard')).toBeNull();
    expect(intentHref(null, '/dashboard')).toBeNull();
    expect(intentHref(document, '/dashboard')).toBeNull();
  });
});
