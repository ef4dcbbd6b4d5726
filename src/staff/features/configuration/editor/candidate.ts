import type { ConfigFiles, ConfigProblem } from '../api';
import { lineColumn, syntaxErrorAt } from './jsonTree';

/** A candidate being edited: each file's text, as the editor holds it. */
export type CandidateTexts = Record<string, string>;

/** A version's files as text to edit, two-space indented. */
export const textsOf = (files: ConfigFiles): CandidateTexts => Object.fromEntries(Object.entries(files).map(([path, json]) => [path, `${JSON.stringify(json, null, 2)}\n`]));

/**
 * The candidate as the calls carry it, or, while a file is not JSON, where each such file breaks
 * (line and column): the server is asked to check only a folder whose every file parses, since a
 * file left out would be reported as missing, a consequence and not the cause.
 */
export function parseCandidate(texts: CandidateTexts): { files: ConfigFiles; syntax: ConfigProblem[] } {
  const files: ConfigFiles = {};
  const syntax: ConfigProblem[] = [];
  for (const [file, text] of Object.entries(texts)) {
    const at = syntaxErrorAt(text);
    if (at === undefined) files[file] = JSON.parse(text);
    else syntax.push({ file, pointer: '', reason: 'JSON', severity: 'error', ...lineColumn(text, at) });
  }
  return { files, syntax };
}

/** Files whose text differs from the version it started from (a new file counts too). */
export const changedFiles = (texts: CandidateTexts, base: CandidateTexts) => Object.keys(texts).filter((path) => texts[path] !== base[path]);

/** A path a new file may have: folders and a .json name of letters, digits, - and _, no way out of the folder. */
export const isNewFilePath = (path: string, texts: CandidateTexts) => /^([a-z0-9_-]+\/)+[A-Za-z0-9_.-]+\.json$/.test(path) && !path.includes('..') && !Object.hasOwn(texts, path);
