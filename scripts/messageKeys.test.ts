import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DYNAMIC_MESSAGE_PREFIXES } from '../engine/i18n/dynamicMessageKeys';

/**
 * Every message key in schemas/messages is used somewhere, and every key used is in both
 * catalogues (docs/decisions/0047). A use is the key as a quoted literal in engine/, server/, src/
 * or schemas/ (tests aside), or a key under a prefix of DYNAMIC_MESSAGE_PREFIXES.
 */
const FOLDERS = ['engine', 'server', 'src', 'schemas'];
const catalogue = (locale: string) => JSON.parse(fs.readFileSync(`schemas/messages/${locale}.json`, 'utf8')) as Record<string, string>;
// The staff desk's own catalogue (schemas/messages/staff/, decision 0048) is held to the same rules.
const zh = { ...catalogue('zh-CN'), ...catalogue('staff/zh-CN') };
const en = { ...catalogue('en'), ...catalogue('staff/en') };

function sources(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return full === path.join('schemas', 'messages') ? [] : sources(full);
    return /\.(ts|tsx|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}
const text = FOLDERS.flatMap(sources)
  .map((file) => fs.readFileSync(file, 'utf8'))
  .join('\n');

/** Quoted literals that look like keys: `'proinst.notFound'`, `"pages.preview"`. */
const literals = new Set([...text.matchAll(/['"`]([a-zA-Z][\w]*(?:\.[\w]+)+)['"`]/g)].map((match) => match[1]!));
/** Keys handed to a translator (t, tr, translate) or named by a schema's titleKey. */
const asked = [
  ...text.matchAll(/\b(?:t|tr|translate)\((?:[\w.]+,\s*)?'([a-zA-Z][\w]*(?:\.[\w]+)+)'/g),
  ...text.matchAll(/"titleKey":\s*"([^"]+)"/g),
].map((match) => match[1]!);
/** Prefixes of keys built at run time: `translate(\`appoint.weekday.${day}\`)`. */
const builtPrefixes = [...text.matchAll(/\b(?:t|tr|translate)\((?:[\w.]+,\s*)?`([a-zA-Z][\w.]*\.)\$\{/g)].map((match) => match[1]!);

describe('message keys', () => {
  it('are the same in both catalogues', () => {
    expect(Object.keys(en).filter((key) => !(key in zh))).toEqual([]);
    expect(Object.keys(zh).filter((key) => !(key in en))).toEqual([]);
  });

  it('are all used: literally, or under a declared prefix of keys built at run time', () => {
    const unused = Object.keys(zh).filter((key) => !literals.has(key) && !DYNAMIC_MESSAGE_PREFIXES.some((prefix) => key.startsWith(prefix)));
    expect(unused).toEqual([]);
  });

  it('that the code asks for all exist', () => {
    expect([...new Set(asked)].filter((key) => !(key in zh))).toEqual([]);
  });

  it('built at run time use a declared prefix that has keys', () => {
    expect([...new Set(builtPrefixes)].filter((prefix) => !DYNAMIC_MESSAGE_PREFIXES.includes(prefix))).toEqual([]);
    expect(DYNAMIC_MESSAGE_PREFIXES.filter((prefix) => !Object.keys(zh).some((key) => key.startsWith(prefix)))).toEqual([]);
  });
});
