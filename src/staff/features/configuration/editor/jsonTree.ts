import { jsonLanguage } from '@codemirror/lang-json';
import type { SyntaxNode } from '@lezer/common';

/** A step into a JSON document: a property's name or an array's index. */
export type Segment = string | number;

/** Where the cursor is, for completion: a property name to write, or a value, at `path`, replacing from `from`. */
export interface CursorPlace {
  kind: 'key' | 'value';
  path: Segment[];
  from: number;
}

const VALUES = new Set(['Object', 'Array', 'String', 'Number', 'True', 'False', 'Null', '⚠']);

const parse = (text: string) => jsonLanguage.parser.parse(text);

/** A property name's text without its quotes (a name still being typed may lack the closing one). */
function nameOf(text: string, node: SyntaxNode): string {
  const raw = text.slice(node.from, node.to);
  try {
    return JSON.parse(raw) as string;
  } catch {
    return raw.replace(/^"|"$/g, '');
  }
}

const valuesOf = (node: SyntaxNode): SyntaxNode[] => {
  const values: SyntaxNode[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) if (VALUES.has(child.name)) values.push(child);
  return values;
};

/** The value of a Property: what follows its colon. */
const valueOfProperty = (property: SyntaxNode): SyntaxNode | null => {
  const last = property.lastChild;
  return last && VALUES.has(last.name) ? last : null;
};

/** The path of the value that `node` is (or lies in), from the document's root. */
function pathOf(text: string, node: SyntaxNode): Segment[] {
  const path: Segment[] = [];
  for (let child = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (parent.name === 'Property' && child.name !== 'PropertyName') {
      const name = parent.getChild('PropertyName');
      if (name) path.unshift(nameOf(text, name));
    } else if (parent.name === 'Array') {
      path.unshift(valuesOf(parent).filter((value) => value.from < child.from).length);
    }
  }
  return path;
}

/**
 * What the cursor at `pos` is writing: a property name of the object at some path, or the value at
 * some path. Read from the tolerant JSON parser, so a half-typed document still answers.
 */
export function cursorPlace(text: string, pos: number): CursorPlace | undefined {
  const node = parse(text).resolveInner(pos, -1);
  const parent = node.parent;
  if (node.name === 'PropertyName') return { kind: 'key', path: parent?.parent ? pathOf(text, parent.parent) : [], from: node.from };
  if (node.name === 'Object' || ((node.name === '{' || node.name === ',') && parent?.name === 'Object')) {
    const object = node.name === 'Object' ? node : parent!;
    return { kind: 'key', path: pathOf(text, object), from: pos };
  }
  if ((node.name === 'String' || node.name === '⚠') && parent?.name === 'Object') return { kind: 'key', path: pathOf(text, parent), from: node.from };
  if (node.name === ':' && parent?.name === 'Property') return { kind: 'value', path: pathOf(text, valueOfProperty(parent) ?? parent), from: pos };
  if (node.name === 'Property') {
    const name = node.getChild('PropertyName');
    return { kind: 'value', path: [...pathOf(text, node), ...(name ? [nameOf(text, name)] : [])], from: pos };
  }
  if (VALUES.has(node.name) && node.name !== 'Object' && node.name !== 'Array') return { kind: 'value', path: pathOf(text, node), from: node.from };
  const array = node.name === 'Array' ? node : (node.name === '[' || node.name === ',') && parent?.name === 'Array' ? parent : undefined;
  if (array) return { kind: 'value', path: [...pathOf(text, array), valuesOf(array).filter((value) => value.from < pos).length], from: pos };
  return undefined;
}

const unescape = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * Where a JSON pointer's value is in the text (the check's findings name a pointer): the deepest
 * place the pointer still reaches, so a missing property points at the object that lacks it.
 */
export function pointerRange(text: string, pointer: string): { from: number; to: number } {
  const root = parse(text).topNode.firstChild;
  if (!root) return { from: 0, to: Math.min(1, text.length) };
  let node: SyntaxNode = root;
  const tokens = pointer === '' ? [] : pointer.replace(/^\//, '').split('/').map(unescape);
  for (const token of tokens) {
    let next: SyntaxNode | null = null;
    if (node.name === 'Object') {
      const property = node.getChildren('Property').find((candidate) => {
        const name = candidate.getChild('PropertyName');
        return name && nameOf(text, name) === token;
      });
      next = property ? (valueOfProperty(property) ?? property) : null;
    } else if (node.name === 'Array') {
      next = valuesOf(node)[Number(token)] ?? null;
    }
    if (!next) break;
    node = next;
  }
  return { from: node.from, to: node.to };
}

/** 1-based line and column of an offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

/** Where a text stops being JSON (the parser's first error), or undefined when JSON.parse takes it. */
export function syntaxErrorAt(text: string): number | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch {
    let at = text.length;
    parse(text).iterate({
      enter: (node) => {
        if (node.type.isError && node.from < at) at = node.from;
      },
    });
    return at;
  }
}
