/**
 * The vehicle page's JavaScript leaves out what only editing or reordering needs (issue 14:
 * JavaScript per route): react-hook-form, its resolvers and the forms' schemas load with the
 * pricing and specs forms (pricing-form.tsx, specs-form.tsx), @dnd-kit with the sortable photo grid
 * (sortable-photo-grid.tsx). A static import that brings one back fails here, before any build.
 * And pressing Edit keeps the read view until the form has arrived: no spinner, no jump.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { PricingSection } from '../../src/features/inventory/detail/pricing-section';
import { SpecsSection } from '../../src/features/inventory/detail/specs-section';
import { getSystem } from '../../src/theme/system';
import { buildVehicle } from '../../stories/builders/vehicles';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Where a relative import lands (a module file of src/), or null for a package. */
function resolveLocal(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (/\.tsx?$/.test(candidate) && ts.sys.fileExists(candidate)) return candidate;
  throw new Error(`${path.relative(ROOT, from)}: cannot resolve ${specifier}`);
}

/** The packages a module reaches through its static value imports (type-only and import() left out). */
function staticPackages(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
    for (const statement of source.statements) {
      const isValueImport =
        (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) ||
        (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier);
      if (!isValueImport) continue;
      const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
      const local = resolveLocal(file, specifier);
      if (local) visit(local);
      else packages.add(specifier);
    }
  };
  visit(path.join(ROOT, entry));
  return packages;
}

const LAZY_ONLY = /^(react-hook-form|@hookform\/|@dnd-kit\/)/;

describe('what the vehicle page imports statically', () => {
  it.each([
    'src/screens/inventory-detail.tsx',
    'src/features/inventory/detail/pricing-section.tsx',
    'src/features/inventory/detail/specs-section.tsx',
    'src/features/inventory/photos/photo-manager.tsx',
  ])('%s reaches neither react-hook-form, @hookform nor @dnd-kit', (entry) => {
    expect([...staticPackages(entry)].filter((p) => LAZY_ONLY.test(p))).toEqual([]);
  });

  it('leaves them to the modules loaded on first use', () => {
    const reached = (entry: string) => [...staticPackages(entry)].filter((p) => LAZY_ONLY.test(p)).sort();
    expect(reached('src/features/inventory/detail/pricing-form.tsx')).toEqual([
      '@hookform/resolvers/zod',
      'react-hook-form',
    ]);
    expect(reached('src/features/inventory/detail/specs-form.tsx')).toEqual([
      '@hookform/resolvers/zod',
      'react-hook-form',
    ]);
    expect(reached('src/features/inventory/photos/sortable-photo-grid.tsx')).toEqual([
      '@dnd-kit/core',
      '@dnd-kit/sortable',
      '@dnd-kit/utilities',
    ]);
  });
});

const wrap = (node: ReactNode) => (
  <ChakraProvider value={getSystem()}>
    <QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>
  </ChakraProvider>
);

describe('Edit while the form is still on its way', () => {
  it('keeps the pricing read view in place, then shows the form', async () => {
    render(wrap(<PricingSection vehicle={buildVehicle()} />));
    fireEvent.click(screen.getByTestId('edit-pricing'));
    expect(screen.getByTestId('pricing-list')).toBeVisible();
    expect(screen.queryByTestId('pricing-form')).toBeNull();
    expect(await screen.findByTestId('pricing-form')).toBeVisible();
    expect(screen.queryByTestId('pricing-list')).toBeNull();
  });

  it('keeps the specs read view in place, then shows the form', async () => {
    render(wrap(<SpecsSection vehicle={buildVehicle()} />));
    fireEvent.click(screen.getByTestId('edit-specs'));
    expect(screen.getByTestId('specs-list')).toBeVisible();
    expect(screen.queryByTestId('specs-form')).toBeNull();
    expect(await screen.findByTestId('specs-form')).toBeVisible();
    expect(screen.queryByTestId('specs-list')).toBeNull();
  });
});
