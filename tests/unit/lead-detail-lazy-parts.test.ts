/**
 * A lead's page leaves out what only a choice or a submit needs (issue 14: JavaScript per route):
 * Chakra's menu and dialog (zag's menu, popper, dialog, focus trap, floating-ui) load with the
 * status menu's body and the reason dialog (move-to-menu-body.tsx, lead-reason-dialog.tsx), and
 * the classic zod its forms check with through lead-schemas.ts's import(). A static import that
 * brings one back fails here, before any build.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Where a relative import lands (a module file of src/), or null for a package. */
function resolveLocal(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (/\.tsx?$/.test(candidate) && ts.sys.fileExists(candidate)) return candidate;
  throw new Error(`${path.relative(ROOT, from)}: cannot resolve ${specifier}`);
}

/** What a module reaches through static value imports (type-only and import() left out): packages and named Chakra parts. */
function reached(entry: string) {
  const packages = new Set<string>();
  const chakra = new Set<string>();
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
      const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : undefined;
      if (specifier === '@chakra-ui/react' && bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements) if (!element.isTypeOnly) chakra.add(element.name.text);
    }
  };
  visit(path.join(ROOT, entry));
  return { packages, chakra, files: [...seen].map((f) => path.relative(ROOT, f)) };
}

describe('what the lead page imports statically', () => {
  const page = reached('src/screens/lead-detail.tsx');

  it('reaches no classic zod and not the shared lead schemas', () => {
    expect([...page.packages].filter((p) => p === 'zod' || p === 'zod/v4')).toEqual([]);
    expect(page.files).not.toContain('src/shared/schemas/leads.ts');
  });

  it('reaches neither Chakra’s menu, dialog, tabs nor clipboard', () => {
    expect([...page.chakra].filter((name) => ['Menu', 'Dialog', 'Tabs', 'Clipboard'].includes(name))).toEqual([]);
  });

  it('leaves them to the modules loaded on first use', () => {
    expect(reached('src/components/ui/move-to-menu-body.tsx').chakra).toContain('Menu');
    const dialog = reached('src/features/leads/detail/lead-reason-dialog.tsx');
    expect(dialog.chakra).toContain('Dialog');
    expect(dialog.files).toContain('src/shared/schemas/leads.ts');
  });
});
