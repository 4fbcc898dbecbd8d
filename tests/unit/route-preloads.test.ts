import { describe, expect, it } from 'vitest';
import { chunksFor, routePreloadTags } from '../../src/server/route-preloads';

const manifest = {
  'index.html': { file: 'assets/index-a.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-b.js' },
  '_form.js': { file: 'assets/form-c.js', imports: ['_react.js'] },
  'src/screens/login.tsx': { file: 'assets/login-d.js', imports: ['_form.js', 'index.html'] },
  'src/screens/about.tsx': { file: 'assets/about-e.js', imports: ['index.html'] },
  'src/app/layouts/auth-layout.tsx': { file: 'assets/auth-layout-f.js', imports: ['_react.js'] },
};
const shell =
  '<script type="module" src="/assets/index-a.js"></script><link rel="modulepreload" href="/assets/react-b.js">';

describe('route chunk preloads', () => {
  it('follow static imports once each', () => {
    expect(chunksFor(manifest, ['src/screens/login.tsx']).sort()).toEqual(
      ['assets/form-c.js', 'assets/index-a.js', 'assets/login-d.js', 'assets/react-b.js'].sort(),
    );
  });

  it("name the screen's and its layout's chunks that the shell does not load already", () => {
    const tags = routePreloadTags(manifest, shell, '/auth/login', 'login');
    expect(tags).toContain('href="/assets/auth-layout-f.js"');
    expect(tags).toContain('href="/assets/login-d.js"');
    expect(tags).toContain('href="/assets/form-c.js"');
    expect(tags).not.toContain('index-a.js');
    expect(tags).not.toContain('react-b.js');
    expect(routePreloadTags(manifest, shell, '/about', 'about')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/about-e.js">',
    );
  });

  it('add nothing without a manifest or a matching route', () => {
    expect(routePreloadTags(null, shell, '/about', 'about')).toBe('');
    expect(routePreloadTags(manifest, shell, '/nowhere', undefined)).toBe('');
  });
});
