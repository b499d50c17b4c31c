import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { APP_DESCRIPTOR, APP_NAME, FILE_PREFIX } from '../../src/engine/appName.ts';

/**
 * What a person sees says the app's name, WeThey (src/engine/appName.ts); what was published as
 * bridgepad keeps that name (docs/format.md): formats, fields, keys, the check code's header.
 */
const root = join(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sources(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Each piece of text in a source file: string literals, template parts and JSX text. */
function texts(path: string): string[] {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    )
      found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * The old name said as a word, in words a person reads: not a format, field or key (followed by
 * or preceded by `.`, `-`, `_`, `:` or `/`, or the whole text), and not in the places that keep it by contract.
 */
const OLD_NAME = /(?<![.\-_:/])\bbridgepad\b(?![.\-_:/])/i;
const KEPT = new Set([
  'bridgepad', // the database's, the club validators' global and PBN's Application tag
  'bridgepad check 1', // the check code's header: changing it changes every code
  'bridgepad club backup', // the club backup's format
]);
/** PBN's own notes keep their name (docs/pbn.md): a file written before reads as ever. */
const KEPT_FILES = /^src\/engine\/pbn\//;

function saidOldName(paths: readonly string[]): string[] {
  return paths.flatMap((path) => {
    const where = relative(root, path);
    if (KEPT_FILES.test(where)) return [];
    return texts(path)
      .filter((text) => OLD_NAME.test(text) && !KEPT.has(text.trim()))
      .map((text) => `${where}: ${JSON.stringify(text.slice(0, 80))}`);
  });
}

describe('the app is called WeThey wherever a person reads its name', () => {
  it('in the page, the manifest, the share target and every saved file', () => {
    expect(APP_NAME).toBe('WeThey');
    expect(APP_DESCRIPTOR).toBe('rubber bridge score pad');
    expect(FILE_PREFIX).toBe(APP_NAME);
    const html = readFileSync(join(root, 'index.html'), 'utf8');
    expect(html).toContain(`<title>${APP_NAME}</title>`);
    expect(html).not.toMatch(OLD_NAME);
    const config = readFileSync(join(root, 'vite.config.ts'), 'utf8');
    expect(config).toContain('name: `${APP_NAME}: the ${APP_DESCRIPTOR}`');
    expect(config).toContain('short_name: APP_NAME');
    const shareTarget = readFileSync(join(root, 'public/share-target.js'), 'utf8');
    expect(shareTarget).toContain(APP_NAME);
    expect(
      texts(join(root, 'public/share-target.js')).filter((text) => OLD_NAME.test(text)),
    ).toEqual([]);
  });

  it('in no text of the app, the command line or the club server', () => {
    const paths = [...sources(join(root, 'src')), ...sources(join(root, 'scripts/club'))];
    expect(saidOldName(paths)).toEqual([]);
  });

  it('the check above finds the old name where a person would read it', () => {
    const probe = join(root, 'tests/build/fixtures/oldName.tsx');
    expect(saidOldName([probe])).toEqual([
      'tests/build/fixtures/oldName.tsx: "Welcome to bridgepad"',
      'tests/build/fixtures/oldName.tsx: "bridgepad\'s command line"',
      'tests/build/fixtures/oldName.tsx: " could not open, said bridgepad"',
      'tests/build/fixtures/oldName.tsx: "Open BridgePad"',
    ]);
  });

  it('in the README and the docs, outside code', () => {
    for (const name of [
      'README.md',
      'docs/rules.md',
      'docs/style.md',
      'docs/sync.md',
      'docs/pbn.md',
    ]) {
      const prose = readFileSync(join(root, name), 'utf8')
        .replace(/```[\s\S]*?```/g, '')
        .replace(/`[^`]*`/g, '')
        .replace(/BRIDGEPAD_\w+/g, '');
      expect(prose.match(new RegExp(OLD_NAME.source, 'gi')) ?? [], name).toEqual([]);
    }
  });
});
