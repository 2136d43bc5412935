import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

import { authMessages } from '../../supabase/functions/_shared/domain/auth.ts';
import { clueRequestMessages, clueThemes } from '../../supabase/functions/_shared/domain/clue-request.ts';
import { formMessages } from '../../supabase/functions/_shared/domain/form-messages.ts';
import { kitSlugAliases, kitSlugs } from '../../supabase/functions/_shared/domain/kits.ts';
import { priceCents } from '../../supabase/functions/_shared/domain/pricing.ts';

/**
 * One fact, one home (STYLE.md): a price, a kit slug, a clue theme or a form message written anywhere
 * but the domain layer is a second copy that will drift. Tests may spell facts out to assert them.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const SCANNED = ['src', 'supabase/functions', 'scripts'];
const EXEMPT = [
  /^supabase\/functions\/_shared\/domain\//,
  /\.test\.tsx?$/,
  /-test-fixtures\.ts$/,
  /^src\/testing\//,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !EXEMPT.some((pattern) => pattern.test(path)) ? [path] : [];
  });
}

const cents = Object.values(priceCents).flatMap((byRegion) => Object.values(byRegion));
const priceTexts = cents.map((value) => (value / 100).toFixed(2));
const slugs = [...kitSlugs, ...Object.keys(kitSlugAliases)];
const messages = new Set<string>([
  ...Object.values(formMessages),
  ...Object.values(authMessages),
  ...Object.values(clueRequestMessages),
]);
const themes = new Set<string>(clueThemes);

/** What a literal says that only the domain layer may say, or null. */
function factIn(text: string): string | null {
  if (slugs.includes(text as never)) return `kit slug '${text}'`;
  const path = slugs.find((slug) => new RegExp(`/${slug}(?![\\w-])`).test(text));
  if (path) return `kit slug '${path}' in '${text}'`;
  const price = priceTexts.find((figure) => text.includes(figure));
  if (price) return `price ${price} in '${text}'`;
  if (messages.has(text)) return `form message '${text}'`;
  if (themes.has(text)) return `clue theme '${text}'`;
  return null;
}

/**
 * A literal the compiler types as one of a domain union (`KitSlug`, `ClueTheme`) is a reference that
 * the typecheck keeps true, not a second home: `templatePath('easter-bunny')` breaks the build when the
 * slug goes away.
 */
function isTypedReference(checker: ts.TypeChecker, node: ts.StringLiteralLike): boolean {
  const type = checker.getContextualType(node);
  if (!type?.isUnion()) return false;
  const members = type.types.filter((member) => member.isStringLiteral()).map((member) => member.value);
  return members.length > 1 && members.includes(node.text);
}

function program(files: string[]): ts.Program {
  return ts.createProgram(
    files.map((file) => join(ROOT, file)),
    {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      allowImportingTsExtensions: true,
      baseUrl: ROOT,
      paths: { '@/*': ['src/*'], '@domain/*': ['supabase/functions/_shared/domain/*'] },
    },
  );
}

function factsIn(path: string, checker: ts.TypeChecker, source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const where = () => `${path}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    if (
      ts.isStringLiteralLike(node) &&
      !ts.isImportDeclaration(node.parent) &&
      !ts.isExportDeclaration(node.parent) &&
      !ts.isLiteralTypeNode(node.parent) &&
      !isTypedReference(checker, node)
    ) {
      const fact = factIn(node.text);
      if (fact) found.push(`${where()}: ${fact}`);
    } else if (
      ts.isNumericLiteral(node) &&
      (cents.includes(Number(node.text)) || priceTexts.includes(node.text))
    ) {
      found.push(`${where()}: price ${node.text}`);
    } else if (ts.isJsxText(node) && priceTexts.some((figure) => node.text.includes(figure))) {
      found.push(`${where()}: price in text '${node.text.trim()}'`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the shop’s facts live in the domain layer only', () => {
  const files = SCANNED.flatMap(sourceFiles);

  it('scans the app, the functions and the scripts', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.map((file) => relative(ROOT, join(ROOT, file)))).toContain('src/main.tsx');
  });

  it('finds no price, kit slug, clue theme or form message outside it', () => {
    const checked = program(files);
    const checker = checked.getTypeChecker();
    const found = files.flatMap((file) => factsIn(file, checker, checked.getSourceFile(join(ROOT, file))!));
    expect(found).toEqual([]);
  }, 120_000);

  it('would catch each kind of fact', () => {
    expect(factIn('easter-bunny')).toMatch(/kit slug/);
    expect(factIn('/templates/pirate-treasure')).toMatch(/kit slug/);
    expect(factIn('Only $19.99!')).toMatch(/price/);
    expect(factIn('Please enter a valid email address.')).toMatch(/form message/);
    expect(factIn('mystery')).toMatch(/clue theme/);
    expect(factIn('/templates')).toBeNull();
  });
});
