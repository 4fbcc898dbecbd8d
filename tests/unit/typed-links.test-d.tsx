/**
 * Type test: links are checked against the registry-generated route tree. Each `@ts-expect-error`
 * fails `npm run typecheck` the day the error it expects goes away (an unknown path or search
 * param would compile again).
 */
import { Link } from '@tanstack/react-router';
import { expectTypeOf, test } from 'vitest';
import '../../src/app/router';

test('links to registry routes compile', () => {
  const ok = (
    <>
      <Link to="/about">About</Link>
      <Link to="/blog/$slug" params={{ slug: 'pricing-to-market' }}>
        Post
      </Link>
      <Link
        to="/auth/verify-otp"
        search={{ email: 'ana@example.com', firstName: 'Ana', lastName: 'Ruiz', username: 'ana' }}
      >
        Verify
      </Link>
      <Link to="/" hash="features">
        Features
      </Link>
    </>
  );
  expectTypeOf(ok).not.toBeAny();
});

test('links to undeclared paths or search params do not compile', () => {
  const bad = (
    <>
      {/* @ts-expect-error: no registry route has this path */}
      <Link to="/no-such-page">Nowhere</Link>
      {/* @ts-expect-error: the blog post route needs its slug param */}
      <Link to="/blog/$slug">Post</Link>
      <Link
        to="/auth/verify-otp"
        // @ts-expect-error: verify-otp declares no `bogus` search param
        search={{ email: '', firstName: '', lastName: '', username: '', bogus: 'x' }}
      >
        Verify
      </Link>
    </>
  );
  expectTypeOf(bad).not.toBeAny();
});
