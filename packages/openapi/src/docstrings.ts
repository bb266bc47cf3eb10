import { readFileSync } from 'node:fs';
import ts from 'typescript';

const parse = (path: string): ts.SourceFile => ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);

/** The text of the JSDoc comment just above `node` (tags left out), or undefined when it has none. */
const docOf = (node: ts.Node): string | undefined => {
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  const last = docs[docs.length - 1];
  const text = last === undefined ? undefined : ts.getTextOfJSDocComment(last.comment);
  return text === undefined || text.trim() === '' ? undefined : text.trim();
};

const isExported = (statement: ts.Statement): boolean =>
  ts.canHaveModifiers(statement) && (ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/**
 * The docstring of every exported `const` of a TypeScript file, by the const's name, read with the
 * TypeScript compiler's parser (no type checking): the endpoints' descriptions and the codecs'.
 */
export const exportedConstDocs = (path: string): Map<string, string> => {
  const found = new Map<string, string>();
  for (const statement of parse(path).statements) {
    if (!ts.isVariableStatement(statement) || !isExported(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const doc = docOf(declaration);
      if (doc !== undefined && ts.isIdentifier(declaration.name)) found.set(declaration.name.text, doc);
    }
  }
  return found;
};

/**
 * The docstring of each property of the object literal assigned to the exported const `name` of
 * a file (e.g. `ServerCode` of the contract's error-codes.ts), by property name.
 */
export const objectMemberDocs = (path: string, name: string): Map<string, string> => {
  const found = new Map<string, string>();
  for (const statement of parse(path).statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || declaration.name.text !== name) continue;
      let init = declaration.initializer;
      while (init !== undefined && (ts.isAsExpression(init) || ts.isSatisfiesExpression(init) || ts.isParenthesizedExpression(init))) init = init.expression;
      if (init === undefined || !ts.isObjectLiteralExpression(init)) continue;
      for (const property of init.properties) {
        const doc = docOf(property);
        if (doc !== undefined && property.name !== undefined && ts.isIdentifier(property.name)) found.set(property.name.text, doc);
      }
    }
  }
  return found;
};
