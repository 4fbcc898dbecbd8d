/**
 * The app's Chakra theme registers only the recipes its components use (src/theme/chakra-theme.ts,
 * issue 14). This finds every Chakra component the app imports, follows Chakra's own modules from
 * there (a CloseButton renders an IconButton, a Dialog a Portal…), collects the recipe keys they ask
 * for, and fails for any of Chakra's default recipes among them that the theme does not register:
 * a component rendered without its recipe has no styles.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recipes as chakraRecipes, slotRecipes as chakraSlotRecipes } from '@chakra-ui/react/theme';
import { recipes, slotRecipes } from '../../src/theme/chakra-theme';
import { getSystem } from '../../src/theme/system';

const ESM = resolve('node_modules/@chakra-ui/react/dist/esm');

/** Each name @chakra-ui/react exports, with the module that defines it. */
function exportedModules(): Map<string, string> {
  const index = readFileSync(join(ESM, 'index.js'), 'utf8');
  const modules = new Map<string, string>();
  for (const m of index.matchAll(/export \{([^}]*)\} from '([^']+)'/g))
    for (const part of m[1]!.split(',')) {
      const [name, alias] = part.trim().split(/\s+as\s+/);
      modules.set((alias ?? name)!.trim(), resolve(ESM, m[2]!));
    }
  const namespaces = new Map<string, string>();
  for (const m of index.matchAll(/import \* as (\S+) from '([^']+)'/g)) namespaces.set(m[1]!, resolve(ESM, m[2]!));
  for (const m of index.matchAll(/export \{ (\S+) as (\w+) \}/g))
    if (namespaces.has(m[1]!)) modules.set(m[2]!, namespaces.get(m[1]!)!);
  return modules;
}

/** The names the app (or a package of ours built on Chakra) imports from @chakra-ui/react. */
function importedNames(dir: string, names = new Set<string>()): Set<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) importedNames(path, names);
    else if (/\.(tsx?|js)$/.test(entry))
      for (const m of readFileSync(path, 'utf8').matchAll(
        /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]@chakra-ui\/react['"]/g,
      ))
        for (const part of m[1]!.split(',')) {
          const name = part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0];
          if (name) names.add(name);
        }
  }
  return names;
}

/** The recipe keys Chakra's modules reachable from `entries` ask for. */
function recipeKeys(entries: Iterable<string>): Set<string> {
  const keys = new Set<string>();
  const seen = new Set<string>();
  const stack = [...entries];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    let source: string;
    try {
      source = readFileSync(file, 'utf8');
    } catch {
      continue; // a package outside Chakra's own files (Ark, Zag): no recipes there
    }
    for (const m of source.matchAll(/(?:RecipeContext|useRecipe|useSlotRecipe)\(\s*\{\s*key:\s*"(\w+)"/g))
      keys.add(m[1]!);
    for (const m of source.matchAll(/from '(\.[^']+)'/g)) stack.push(resolve(dirname(file), m[1]!));
  }
  return keys;
}

describe("the app's Chakra theme", () => {
  const modules = exportedModules();
  // @chakra-ui/charts renders Chakra components too (its legend's ColorSwatch).
  const names = importedNames(resolve('node_modules/@chakra-ui/charts/dist/esm'), importedNames(resolve('src')));
  const needed = recipeKeys([...names].map((n) => modules.get(n)).filter((f): f is string => f !== undefined));

  it('finds the components the app uses and the recipes they ask for', () => {
    expect(names.has('Button')).toBe(true);
    expect(needed).toContain('button');
    expect(needed).toContain('dialog');
    expect(needed).toContain('colorSwatch');
    expect(needed.size).toBeGreaterThan(20);
  });

  it("registers every one of Chakra's default recipes that a used component asks for", () => {
    const defaults = { ...chakraRecipes, ...chakraSlotRecipes };
    const registered = { ...recipes, ...slotRecipes };
    const missing = [...needed].filter((key) => key in defaults && !(key in registered));
    expect(missing, 'add these to src/theme/chakra-theme.ts').toEqual([]);
  });

  it('builds a system that has them, and not the unused ones', () => {
    const system = getSystem();
    for (const key of Object.keys(recipes)) expect(system.getRecipe(key), key).toBeTruthy();
    for (const key of Object.keys(slotRecipes)) expect(system.getSlotRecipe(key), key).toBeTruthy();
    expect(system.getSlotRecipe('datePicker')).toBeFalsy();
  });
});
