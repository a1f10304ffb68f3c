/**
 * Offline Bicep reading for the infra tests: tree-sitter-bicep (its shipped WebAssembly grammar) on
 * web-tree-sitter, so no Bicep CLI download is needed. It checks syntax only, not types or API versions.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Language, Parser, type Node, type Tree } from 'web-tree-sitter';

export const infraDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = resolve(infraDir, '..');

let parser: Parser | undefined;

/** A parser for Bicep, loaded once per test file. */
export async function bicepParser(): Promise<Parser> {
  if (parser) return parser;
  await Parser.init();
  const require = createRequire(import.meta.url);
  const language = await Language.load(require.resolve('tree-sitter-bicep/tree-sitter-bicep.wasm'));
  parser = new Parser();
  parser.setLanguage(language);
  return parser;
}

export async function parseBicep(source: string): Promise<Tree> {
  const tree = (await bicepParser()).parse(source);
  if (!tree) throw new Error('tree-sitter returned no tree');
  return tree;
}

export type SyntaxProblem = { line: number; column: number; kind: 'error' | 'missing'; text: string };

/** Every ERROR and MISSING node, with 1-based positions. */
export function syntaxProblems(tree: Tree): SyntaxProblem[] {
  const out: SyntaxProblem[] = [];
  const walk = (n: Node): void => {
    if (n.type === 'ERROR' || n.isMissing) {
      out.push({
        line: n.startPosition.row + 1,
        column: n.startPosition.column + 1,
        kind: n.isMissing ? 'missing' : 'error',
        text: n.isMissing ? n.type : n.text.slice(0, 80),
      });
    }
    for (const c of n.children) if (c) walk(c);
  };
  walk(tree.rootNode);
  return out;
}

/** Every .bicep file under infra/, as paths relative to infra/. */
export function bicepFiles(dir = infraDir): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === '__tests__') continue;
    const full = join(dir, e.name);
    if (e.isDirectory()) out.push(...bicepFiles(full));
    else if (e.name.endsWith('.bicep')) out.push(relative(infraDir, full).split('\\').join('/'));
  }
  return out.sort();
}

export const readInfra = (path: string): string => readFileSync(join(infraDir, path), 'utf8');

const named = (n: Node): Node[] => n.namedChildren.filter((c): c is Node => c !== null);

export type Decorator = { name: string; args: Node[] };
export type Declaration = {
  kind: 'param' | 'var' | 'output' | 'resource' | 'module' | 'type';
  name: string;
  /** Resource type, module path (strings), or the type of a param/output. */
  target?: string;
  /** The value (var), default (param), body (resource/module) or expression (output). */
  value?: Node;
  decorators: Decorator[];
  node: Node;
};

const kinds: Record<string, Declaration['kind']> = {
  parameter_declaration: 'param',
  variable_declaration: 'var',
  output_declaration: 'output',
  resource_declaration: 'resource',
  module_declaration: 'module',
  type_declaration: 'type',
};

function decoratorsOf(n: Node): Decorator[] {
  return named(n)
    .filter((d) => d.type === 'decorator')
    .map((d) => {
      const call = named(d)[0];
      const [fn, args] = call ? named(call) : [];
      return { name: fn?.text ?? '', args: args ? named(args) : [] };
    });
}

/** The top-level declarations of a Bicep file, with the decorators written above each. */
export function declarations(tree: Tree): Declaration[] {
  const out: Declaration[] = [];
  let pending: Decorator[] = [];
  for (const n of named(tree.rootNode)) {
    if (n.type === 'decorators') {
      pending = [...pending, ...decoratorsOf(n)];
      continue;
    }
    if (n.type === 'diagnostic_comment' || n.type === 'comment') continue;
    const kind = kinds[n.type];
    if (!kind) {
      pending = [];
      continue;
    }
    const children = named(n);
    const name = children.find((c) => c.type === 'identifier')?.text ?? '';
    const afterEquals = n.children.findIndex((c) => c?.type === '=');
    const value = afterEquals >= 0 ? (n.children[afterEquals + 1] ?? undefined) : undefined;
    let target: string | undefined;
    if (kind === 'resource' || kind === 'module') target = stringValue(children.find((c) => c.type === 'string'));
    else if (kind === 'param' || kind === 'output') target = children.find((c) => c.type === 'type')?.text;
    out.push({ kind, name, target, value: value ?? undefined, decorators: pending, node: n });
    pending = [];
  }
  return out;
}

const escapes: Record<string, string> = { "\\'": "'", '\\\\': '\\', '\\n': '\n', '\\r': '\r', '\\t': '\t', '\\$': '$' };

/** The value of a string literal without interpolation; undefined for anything else. */
export function stringValue(n: Node | undefined | null): string | undefined {
  if (!n || n.type !== 'string') return undefined;
  let s = '';
  for (const c of named(n)) {
    if (c.type === 'string_content') s += c.text;
    else if (c.type === 'escape_sequence') s += escapes[c.text] ?? c.text;
    else return undefined;
  }
  return s;
}

export type Literal = string | number | boolean | null | Literal[] | { [key: string]: Literal };

/** Evaluates a literal expression (object, array, string, number, bool, null); throws on anything else. */
export function literal(n: Node): Literal {
  switch (n.type) {
    case 'string': {
      const s = stringValue(n);
      if (s === undefined) throw new Error(`not a literal string: ${n.text}`);
      return s;
    }
    case 'number':
      return Number(n.text);
    case 'boolean':
      return n.text === 'true';
    case 'null':
      return null;
    case 'unary_expression':
      if (n.children[0]?.type === '-') return -(literal(named(n)[0]!) as number);
      throw new Error(`not a literal: ${n.text}`);
    case 'array':
      return named(n)
        .filter((c) => c.type !== 'comment')
        .map(literal);
    case 'object': {
      const o: Record<string, Literal> = {};
      for (const p of named(n).filter((c) => c.type === 'object_property')) {
        const [k, v] = named(p);
        o[propertyKey(k!)] = literal(v!);
      }
      return o;
    }
    default:
      throw new Error(`not a literal (${n.type}): ${n.text.slice(0, 60)}`);
  }
}

function propertyKey(k: Node): string {
  return k.type === 'string' ? (stringValue(k) ?? k.text) : k.text;
}

/** Keys of every object literal inside n (nested objects, ternaries and function arguments included). */
export function objectKeys(n: Node): string[] {
  const out: string[] = [];
  const walk = (m: Node): void => {
    if (m.type === 'object_property') {
      const k = named(m)[0];
      if (k) out.push(propertyKey(k));
    }
    for (const c of named(m)) walk(c);
  };
  walk(n);
  return out;
}

/** The value node of property `key` of an object node, if present. */
export function property(obj: Node | undefined, key: string): Node | undefined {
  if (!obj || obj.type !== 'object') return undefined;
  for (const p of named(obj).filter((c) => c.type === 'object_property')) {
    const [k, v] = named(p);
    if (k && propertyKey(k) === key) return v;
  }
  return undefined;
}

/** Every node of a type inside n. */
export function descendants(n: Node, type: string): Node[] {
  return n.descendantsOfType(type).filter((c): c is Node => c !== null);
}

/** The object body of a resource/module declaration, looking through `if (...) {}`. */
export function body(d: Declaration): Node | undefined {
  const v = d.value;
  if (!v) return undefined;
  if (v.type === 'object') return v;
  if (v.type === 'if_statement') return named(v).find((c) => c.type === 'object');
  return undefined;
}
