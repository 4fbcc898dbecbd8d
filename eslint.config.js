// Lint rules carry the architecture of DESIGN.md, so a layering mistake fails `npm run lint`
// (zero warnings allowed) instead of waiting for review.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import tseslint from 'typescript-eslint';

const root = path.dirname(new URL(import.meta.url).pathname);

/** Local rules for the layer boundaries that path patterns alone cannot express. */
const architecture = {
  rules: {
    // Features never import another feature: shared code goes to components/, shared/ or lib/.
    'no-cross-feature-imports': {
      meta: {
        type: 'problem',
        messages: {
          cross:
            'Feature "{{from}}" must not import feature "{{to}}"; move shared code to src/components, src/shared or src/lib.',
        },
      },
      create(context) {
        const file = path.relative(root, context.filename);
        const own = /^src\/features\/([^/]+)\//.exec(file)?.[1];
        if (!own) return {};
        return {
          ImportDeclaration(node) {
            const spec = node.source.value;
            if (typeof spec !== 'string' || !spec.startsWith('.')) return;
            const target = path.relative(root, path.resolve(path.dirname(context.filename), spec));
            const other = /^src\/features\/([^/]+)/.exec(target)?.[1];
            if (other && other !== own) context.report({ node, messageId: 'cross', data: { from: own, to: other } });
          },
        };
      },
    },
    // The registry is data: it may import zod, its own files and src/shared only. zod/mini, not classic
    // zod: every page's JavaScript loads the registry, and classic costs every page ~10 kB gzip (issue 14).
    'registry-is-data': {
      meta: {
        type: 'problem',
        messages: { data: 'registry/ may import only zod/mini, registry/ and src/shared/ (found "{{spec}}").' },
      },
      create(context) {
        const file = path.relative(root, context.filename);
        if (!file.startsWith('registry/') || file === 'registry/generate.ts') return {};
        return {
          ImportDeclaration(node) {
            const spec = node.source.value;
            if (typeof spec !== 'string') return;
            if (spec === 'zod/mini' || spec.startsWith('node:')) return;
            const target = spec.startsWith('.')
              ? path.relative(root, path.resolve(path.dirname(context.filename), spec))
              : spec;
            if (target.startsWith('registry/') || target.startsWith('src/shared/')) return;
            context.report({ node, messageId: 'data', data: { spec } });
          },
        };
      },
    },
  },
};

const clientFiles = [
  'src/app/**',
  'src/components/**',
  'src/features/**',
  'src/screens/**',
  'src/lib/**',
  'src/theme/**',
  'src/main.tsx',
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'storybook-static',
      'coverage',
      'test-results',
      'playwright-report',
      'data',
      'src/app/route-tree.gen.ts',
      'src/server/db/migrations/**',
      'tests/visual/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { architecture, 'check-file': checkFile, 'react-hooks': reactHooks },
    rules: {
      'architecture/no-cross-feature-imports': 'error',
      'architecture/registry-is-data': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    // Kebab-case files and folders everywhere we write code.
    files: [
      'src/**/*.{ts,tsx}',
      'registry/**/*.ts',
      'stories/**/*.{ts,tsx}',
      'tests/**/*.{ts,tsx}',
      'scripts/**/*.{ts,mjs}',
    ],
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { 'src/**/': 'KEBAB_CASE', 'tests/**/': 'KEBAB_CASE', 'stories/**/': 'KEBAB_CASE' },
      ],
    },
  },
  {
    // Layers point one way (DESIGN.md): shared/lib/theme → components → features → screens → app.
    // A lower layer importing a higher one fails here; the server reaches the app through its one
    // entry module (src/app/ssr/server-entry.tsx).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['src/**/*', 'registry/**/*'],
      'boundaries/elements': [
        { type: 'shared', pattern: ['src/shared', 'src/content', 'registry'], partialMatch: false },
        { type: 'lib', pattern: 'src/lib', partialMatch: false },
        { type: 'theme', pattern: 'src/theme', partialMatch: false },
        { type: 'components', pattern: 'src/components', partialMatch: false },
        { type: 'features', pattern: 'src/features', partialMatch: false },
        { type: 'screens', pattern: 'src/screens', partialMatch: false },
        { type: 'app-entry', pattern: 'src/app/ssr', partialMatch: false },
        { type: 'app', pattern: 'src/app', partialMatch: false },
        { type: 'server', pattern: 'src/server', partialMatch: false },
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'shared' } }, allow: { to: { element: { type: 'shared' } } } },
            {
              from: { element: { type: 'theme' } },
              allow: { to: { element: { types: { anyOf: ['shared', 'theme'] } } } },
            },
            {
              from: { element: { type: 'lib' } },
              allow: { to: { element: { types: { anyOf: ['shared', 'theme', 'lib'] } } } },
            },
            {
              from: { element: { type: 'components' } },
              allow: { to: { element: { types: { anyOf: ['shared', 'theme', 'lib', 'components'] } } } },
            },
            {
              from: { element: { type: 'features' } },
              allow: { to: { element: { types: { anyOf: ['shared', 'theme', 'lib', 'components', 'features'] } } } },
            },
            {
              from: { element: { type: 'screens' } },
              allow: {
                to: { element: { types: { anyOf: ['shared', 'theme', 'lib', 'components', 'features', 'screens'] } } },
              },
            },
            {
              from: { element: { types: { anyOf: ['app', 'app-entry'] } } },
              allow: {
                to: {
                  element: {
                    types: {
                      anyOf: ['shared', 'theme', 'lib', 'components', 'features', 'screens', 'app', 'app-entry'],
                    },
                  },
                },
              },
            },
            {
              from: { element: { type: 'server' } },
              allow: { to: { element: { types: { anyOf: ['shared', 'lib', 'server', 'app-entry'] } } } },
            },
            // Client code may name server types (errors, payloads); @typescript-eslint/no-restricted-imports keeps them type-only.
            {
              from: { element: { types: { anyOf: ['lib', 'components', 'features', 'screens', 'app'] } } },
              allow: { to: { element: { type: 'server' } } },
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call `use()`, which is not React's hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // The client may use server code only as types (the API's app type); the server is another process.
    // The app's server entry renders on the server, with React's and Emotion's server builds.
    files: clientFiles,
    ignores: ['src/app/ssr/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/server'],
              allowTypeImports: true,
              message: 'Client code may import server code only as types.',
            },
            {
              group: ['@electric-sql/pglite', 'pg', 'drizzle-orm', 'drizzle-orm/*', 'nodemailer'],
              message: 'Server-only package in client code.',
            },
          ],
        },
      ],
    },
  },
  {
    // All SQL lives in src/server/db.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/db/**', ...clientFiles],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'pg', message: 'SQL lives in src/server/db.' },
            { name: '@electric-sql/pglite', message: 'SQL lives in src/server/db.' },
            { name: 'drizzle-orm', importNames: ['sql'], message: 'SQL lives in src/server/db.' },
          ],
        },
      ],
    },
  },
);
