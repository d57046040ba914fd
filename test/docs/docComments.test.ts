/**
 * Every exported function, class, type and constant of lib/src (every family, io included) has its own doc comment
 * (CONTRIBUTING.md §2); a function's or method's comment names each parameter (`@param`), says what it returns
 * (`@returns`, unless it returns nothing) and, when its body throws, what it throws (`@throws`). Index files (export
 * lists) are exempt. A failure lists every place, so one run shows all that is missing.
 */
import { describe, expect, test } from "vitest";
import * as fs from "fs";
import * as path from "path";
import * as ts from "typescript";

const src = path.resolve(__dirname, "..", "..", "lib", "src");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return e.name.endsWith(".ts") && e.name !== "index.ts" ? [p] : [];
  });
}

const isExported = (node: ts.Node): boolean =>
  (ts.getCombinedModifierFlags(node as ts.Declaration) & ts.ModifierFlags.Export) !== 0;

/** The doc comments attached to a declaration (for a variable: to its statement). */
function docs(node: ts.Node): ts.JSDoc[] {
  return ((node as unknown as { jsDoc?: ts.JSDoc[] }).jsDoc ?? []).filter((d) => d.kind === ts.SyntaxKind.JSDoc);
}

/** Does the body throw directly (not inside a nested function)? */
function throwsDirectly(body: ts.Node | undefined): boolean {
  let found = false;
  const visit = (n: ts.Node): void => {
    if (found) return;
    if (ts.isThrowStatement(n)) found = true;
    else if (!ts.isFunctionLike(n) || n === body) ts.forEachChild(n, visit);
  };
  if (body) visit(body);
  return found;
}

function problemsOf(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  const where = (n: ts.Node) => `${path.relative(src, file)}:${sf.getLineAndCharacterOfPosition(n.getStart()).line + 1}`;
  const out: string[] = [];
  const checkFunction = (node: ts.FunctionLikeDeclaration, name: string, doc: ts.JSDoc[]) => {
    const tags = doc.flatMap((d) => d.tags ?? []);
    const params = new Set(tags.filter(ts.isJSDocParameterTag).map((t) => t.name.getText()));
    for (const p of node.parameters) {
      const pname = p.name.getText();
      if (!params.has(pname)) out.push(`${where(node)} ${name}: no @param ${pname}`);
    }
    const returnsVoid = node.type !== undefined && /^(void|Promise<void>|never)$/.test(node.type.getText());
    if (!ts.isConstructorDeclaration(node) && !returnsVoid && !tags.some((t) => t.tagName.text === "returns" || t.tagName.text === "return")) {
      out.push(`${where(node)} ${name}: no @returns`);
    }
    if (throwsDirectly(node.body) && !tags.some((t) => t.tagName.text === "throws")) out.push(`${where(node)} ${name}: throws, but no @throws`);
  };
  for (const st of sf.statements) {
    if (!isExported(st)) continue;
    if (ts.isFunctionDeclaration(st)) {
      const name = st.name?.text ?? "default";
      const doc = docs(st);
      if (doc.length === 0) out.push(`${where(st)} ${name}: no doc comment`);
      else checkFunction(st, name, doc);
    } else if (ts.isClassDeclaration(st) || ts.isInterfaceDeclaration(st) || ts.isTypeAliasDeclaration(st)) {
      if (docs(st).length === 0) out.push(`${where(st)} ${st.name?.text}: no doc comment`);
      if (ts.isClassDeclaration(st)) {
        for (const m of st.members) {
          const isPrivate = ts.getCombinedModifierFlags(m) & ts.ModifierFlags.Private;
          if ((ts.isMethodDeclaration(m) || ts.isConstructorDeclaration(m)) && !isPrivate) {
            const name = `${st.name?.text}.${ts.isConstructorDeclaration(m) ? "constructor" : m.name.getText()}`;
            const doc = docs(m);
            if (doc.length === 0) out.push(`${where(m)} ${name}: no doc comment`);
            else checkFunction(m, name, doc);
          }
        }
      }
    } else if (ts.isVariableStatement(st)) {
      if (docs(st).length === 0) out.push(`${where(st)} ${st.declarationList.declarations.map((d) => d.name.getText()).join(", ")}: no doc comment`);
    }
  }
  return out;
}

describe("doc comments (CONTRIBUTING.md §2)", () => {
  const files = sourceFiles(src);
  test("there are source files to check", () => {
    expect(files.length).toBeGreaterThan(150);
    expect(files.some((f) => f.includes(`${path.sep}io${path.sep}`))).toBe(true);
  });
  test("every exported function, class, type and constant has its own doc comment with @param, @returns, @throws", () => {
    expect(files.flatMap(problemsOf)).toEqual([]);
  });
});
