/**
 * Import cycles among a package's own source files: every relative import, export-from and dynamic
 * `import()` (type-only ones included — `import type` ties the modules together for a reader as much
 * as a runtime import does), read with the TypeScript parser, and the strongly connected groups of
 * the graph they make.
 *
 * @module
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** The source files under `dir` (`.ts`, not tests, type tests or `test-*` helpers). */
export function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(entry.name) && !/\.test(-d)?\.tsx?$/.test(entry.name) && !/\.e2e\.test\.tsx?$/.test(entry.name)) files.push(path);
  }
  return files;
}

/**
 * The specifiers a module imports: `import`/`export … from` (type-only included), `import x =
 * require()`, `import()` calls and `import('…').T` types. A `declare module './x.js'` augmentation
 * is not an import (it adds to that module's types; nothing is loaded or named from it).
 */
export function importSpecifiers(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier !== undefined && ts.isStringLiteral(node.moduleSpecifier)) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference) && ts.isStringLiteral(node.moduleReference.expression)) {
      specifiers.push(node.moduleReference.expression.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] !== undefined && ts.isStringLiteralLike(node.arguments[0])) {
      specifiers.push(node.arguments[0].text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      specifiers.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/** The files `file` imports by a relative specifier (`./x.js` read as `./x.ts`), as absolute paths. */
export function relativeImports(file: string): string[] {
  const targets: string[] = [];
  for (const specifier of importSpecifiers(file, readFileSync(file, 'utf8'))) {
    if (!specifier.startsWith('.')) continue;
    const base = resolve(dirname(file), specifier);
    const candidates = [base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'), `${base}.ts`, join(base, 'index.ts')];
    const target = candidates.find((candidate) => existsSync(candidate));
    if (target !== undefined) targets.push(target);
  }
  return targets;
}

/**
 * The import cycles among the source files under `dir`: each strongly connected group of two or more
 * files (or a file importing itself), as paths relative to `dir`, sorted.
 */
export function importCycles(dir: string): string[][] {
  const files = sourceFiles(dir);
  const edges = new Map(files.map((file) => [file, relativeImports(file)]));
  // Tarjan's strongly connected components.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file) ?? []) {
      if (!edges.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      if (group.length > 1 || (edges.get(file) ?? []).includes(file)) groups.push(group.map((path) => relative(dir, path)).sort());
    }
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return groups.sort((a, b) => a[0]!.localeCompare(b[0]!));
}
