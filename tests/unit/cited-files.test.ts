/**
 * Docs the code cites exist (issue 9). Comments and documents point at files ("the record in
 * docs/decisions/…", "see the generator in registry/…") and at sections of the shared project
 * documents; a rename or a record never written leaves a reader at a dead end. This scans the
 * comments of every source file and the whole of every Markdown file for:
 *
 * - repository paths (a top-level folder, then a path): the file or folder must exist — a path with
 *   a placeholder (`<id>`, `*`) must match at least one file, and a module may be cited without
 *   its extension;
 * - shorter file names (`auth/auth-handler.ts`, `ttl-cache.ts`): some repository file must end so;
 * - the shared documents, cited by bare name: `DOMAIN.md › Section › Item`, `DESIGN.md habit N`,
 *   `DOMAIN.md: "a quote"`. They live outside the repository, in the workspace's shared folder
 *   (`../shared/`, see README › Documents outside the repository); their sections and quotes are
 *   checked when that folder is present.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SHARED = path.resolve(ROOT, '../shared');
const SHARED_DOCS = ['DOMAIN.md', 'DESIGN.md'] as const;
/** Everything cited from the shared folder (the spec is cited by its path there). */
const SHARED_FILES: readonly string[] = [...SHARED_DOCS, 'spec/platform-spec.md'];

/** Where citations are looked for. */
const SCANNED = /^(src|registry|scripts|tests|\.storybook|stories|docs)\/|^[^/]+\.(ts|js|mjs|md)$/;
/** Generated or binary content, not prose. */
const NOT_SCANNED = [/^src\/server\/db\/migrations\//, /^tests\/visual\//, /^src\/app\/route-tree\.gen\.ts$/];
const TEXT = /\.(tsx?|mjs|cjs|js|md|html)$/;

/** Paths written by tools at run time, so absent from a clean checkout. */
const GENERATED = new Set(['tests/visual/__diff_output__']);

/**
 * Cited files that someone else is writing: skipped while missing. Each must still be cited, so the
 * list cannot outlive its reason.
 */
const BEING_WRITTEN = new Map([
  ['docs/decisions/2026-11-23-story-runner.md', 'the story suite’s record of its runner'],
  ['docs/decisions/2026-11-23-strict-visual-comparison.md', 'the story suite’s record of its visual comparison'],
]);

/** Files of the working tree (tracked and new, not ignored) that still exist. */
const repoFiles: readonly string[] = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
})
  .split('\n')
  .filter((f) => f && existsSync(path.join(ROOT, f)));

/** The text of every comment in a source file (TypeScript's own scanner, so strings and JSX are not mistaken for comments). */
function commentsOf(file: string, text: string): { offset: number; text: string }[] {
  if (/\.(md|html)$/.test(file)) return [{ offset: 0, text }];
  const kind = file.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : /\.[mc]?js$/.test(file)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found = new Map<number, { offset: number; text: string }>();
  const visit = (node: ts.Node) => {
    const children = node.getChildren(source);
    if (children.length === 0 && node.kind !== ts.SyntaxKind.JsxText) {
      const ranges = [
        ...(ts.getLeadingCommentRanges(text, node.pos) ?? []),
        ...(ts.getTrailingCommentRanges(text, node.pos) ?? []),
      ];
      for (const r of ranges) found.set(r.pos, { offset: r.pos, text: text.slice(r.pos, r.end) });
    }
    children.forEach(visit);
  };
  visit(source);
  return [...found.values()];
}

interface Citation {
  readonly where: string;
  readonly cited: string;
}

const scanned = repoFiles.filter((f) => SCANNED.test(f) && TEXT.test(f) && !NOT_SCANNED.some((re) => re.test(f)));

// This file's own header shows what a citation looks like.
const SELF = path.relative(ROOT, import.meta.filename);

/** Each scanned file's comments, parsed once. */
const comments = new Map(
  scanned
    .filter((file) => file !== SELF)
    .map((file) => {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      return [file, { text, comments: commentsOf(file, text) }] as const;
    }),
);

function collect(pattern: RegExp): Citation[] {
  const out: Citation[] = [];
  for (const [file, { text, comments: found }] of comments) {
    for (const comment of found) {
      for (const m of comment.text.matchAll(pattern)) {
        const line = text.slice(0, comment.offset + (m.index ?? 0)).split('\n').length;
        out.push({ where: `${file}:${line}`, cited: m[0] });
      }
    }
  }
  return out;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const TOP = '(?:docs|src|registry|scripts|tests|stories|\\.storybook|\\.ci|public)';
const REPO_PATH = new RegExp(`(?<![\\w./@$-])${TOP}/[\\w.\\-/<>*{}$\\[\\]]*[\\w>}*\\]]`, 'g');
const SHORT_NAME = new RegExp(`(?<![\\w./@$-])(?!${TOP}/)(?:[\\w-]+/)*[\\w-][\\w.-]*\\.(?:tsx?|mjs|md)\\b`, 'g');

const globToRegExp = (glob: string) =>
  new RegExp(
    `^${glob
      .replace(/[.+^()|\\]/g, '\\$&')
      .replace(/<[^>]*>|\{[^}]*\}|\$\w+|\[[^\]]*\]/g, '\uE000')
      .replace(/\*\*\/?/g, '\uE001')
      .replace(/\*/g, '[^/]*')
      .replace(/\uE000/g, '[^/]+')
      .replace(/\uE001/g, '(?:.*/)?')}(?:/.*)?$`,
  );

/** Whether a cited repository path resolves to something in the working tree. */
function resolves(cited: string): boolean {
  const clean = cited.replace(/[.:]+$/, '').replace(/\/$/, '');
  if (GENERATED.has(clean)) return true;
  if (/[<>*{}$[\]]/.test(clean)) {
    const re = globToRegExp(clean);
    return repoFiles.some((f) => re.test(f));
  }
  return ['', '.ts', '.tsx', '.mjs', '.js', '.md'].some((ext) => existsSync(path.join(ROOT, clean + ext)));
}

describe('files cited in comments and docs exist', () => {
  const repoCitations = collect(REPO_PATH);

  it('finds citations to check (the scanner works)', () => {
    expect(scanned.length).toBeGreaterThan(100);
    expect(repoCitations.length).toBeGreaterThan(30);
    expect(commentsOf('x.tsx', "const a = '// not/src/a.ts'; // see src/b.ts\n<div>{/* src/c.ts */}</div>")).toEqual([
      { offset: 29, text: '// see src/b.ts' },
      { offset: 51, text: '/* src/c.ts */' },
    ]);
  });

  it('every repository path cited exists', () => {
    const missing = repoCitations.filter((c) => !resolves(c.cited) && !BEING_WRITTEN.has(c.cited.replace(/\.$/, '')));
    expect(missing.map((c) => `${c.where} cites ${c.cited}`)).toEqual([]);
  });

  it('a file cited by a shorter name exists somewhere in the repository', () => {
    const citations = collect(SHORT_NAME).filter((c) => !SHARED_FILES.includes(c.cited));
    const missing = citations.filter(
      ({ cited }) => !repoFiles.some((f) => f === cited || f.endsWith(`/${cited}`)) && !resolves(cited),
    );
    expect(missing.map((c) => `${c.where} cites ${c.cited}`)).toEqual([]);
  });

  it('files still being written by others are still cited (or leave the list)', () => {
    for (const [file, why] of BEING_WRITTEN) {
      expect(
        repoCitations.some((c) => c.cited.startsWith(file)),
        `${file} (${why})`,
      ).toBe(true);
    }
  });
});

describe('the shared documents are cited by name, at sections that exist', () => {
  it('names them bare (or as ../shared/…), never as a repository path', () => {
    const wrong = collect(/(?<![\w-])[\w./-]*\/(?:DOMAIN|DESIGN)\.md/g).filter(
      (c) => !c.cited.startsWith('../shared/'),
    );
    expect(wrong.map((c) => `${c.where} cites ${c.cited}`)).toEqual([]);
  });

  const present = existsSync(path.join(SHARED, 'DOMAIN.md')) && statSync(SHARED).isDirectory();

  it.skipIf(!present)('the shared files cited exist there', () => {
    for (const file of SHARED_FILES) expect(existsSync(path.join(SHARED, file)), file).toBe(true);
  });

  it.skipIf(!present)('every "DOMAIN.md › Section › Item" names a heading and an item of it', () => {
    const problems: string[] = [];
    for (const doc of SHARED_DOCS) {
      const text = readFileSync(path.join(SHARED, doc), 'utf8');
      // "## Areas (dashboard)" is cited as "Areas": a heading is known by its words before any parenthesis.
      const sections = [...text.matchAll(/^## (.+)$/gm)].map((m) => ({
        name: m[1]!.replace(/\s*\(.*$/, '').trim(),
        start: m.index,
      }));
      const bodyOf = (i: number) => text.slice(sections[i]!.start, sections[i + 1]?.start ?? text.length);
      const reference = () =>
        new RegExp(
          `${escape(doc)} › ([^›)\\n;:,."\\x60]+?)(?: › "?([^›)\\n;:,."\\x60]+)"?)?(?=[)\\n;:,."\\x60]|$)`,
          'g',
        );
      for (const { where, cited } of collect(reference())) {
        const [, section = '', item] = reference().exec(cited)!;
        const index = sections.findIndex((s) => section.trim().startsWith(s.name));
        if (index < 0) {
          problems.push(`${where}: ${doc} has no section "${section.trim()}"`);
          continue;
        }
        if (item && !bodyOf(index).includes(`**${item.trim()}**`) && !bodyOf(index).includes(`**${item.trim()}`)) {
          problems.push(`${where}: ${doc} › ${sections[index]!.name} has no item "${item.trim()}"`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it.skipIf(!present)('every "DESIGN.md habit N" is a habit there is, and every quote is in the document', () => {
    const design = readFileSync(path.join(SHARED, 'DESIGN.md'), 'utf8');
    const habits = design.slice(design.indexOf('## Habits'), design.indexOf('\n## ', design.indexOf('## Habits') + 1));
    const count = [...habits.matchAll(/^\d+\. /gm)].length;
    const problems: string[] = [];
    for (const { where, cited } of collect(/DESIGN\.md(?: ›)? [Hh]abits? (\d+)(?:[–-](\d+))?/g)) {
      for (const n of cited.match(/\d+/g)!.map(Number)) if (n < 1 || n > count) problems.push(`${where}: habit ${n}`);
    }
    const normal = (s: string) => s.replace(/\s+/g, ' ').toLowerCase();
    for (const doc of SHARED_DOCS) {
      const text = normal(readFileSync(path.join(SHARED, doc), 'utf8'));
      for (const { where, cited } of collect(new RegExp(`${escape(doc)}: "[^"\\n]+"`, 'g'))) {
        const quote = normal(cited.slice(cited.indexOf('"') + 1, -1));
        if (!text.includes(quote)) problems.push(`${where}: ${doc} does not say "${quote}"`);
      }
    }
    expect(count).toBe(14);
    expect(problems).toEqual([]);
  });
});
