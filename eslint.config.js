// Lint rules carry the architecture of DESIGN.md, so a layering mistake fails `npm run lint`
// (zero warnings allowed) instead of waiting for review.
import js from '@eslint/js';
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
    // The registry is data: it may import zod, its own files and src/shared only.
    'registry-is-data': {
      meta: {
        type: 'problem',
        messages: { data: 'registry/ may import only zod, registry/ and src/shared/ (found "{{spec}}").' },
      },
      create(context) {
        const file = path.relative(root, context.filename);
        if (!file.startsWith('registry/') || file === 'registry/generate.ts') return {};
        return {
          ImportDeclaration(node) {
            const spec = node.source.value;
            if (typeof spec !== 'string') return;
            if (spec === 'zod' || spec.startsWith('node:')) return;
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
    // Playwright fixtures call `use()`, which is not React's hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // The client may use server code only as types (the API's app type); the server is another process.
    files: clientFiles,
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
