import { strFromU8, unzipSync } from 'fflate';

const unescape = (text: string) => text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&apos;', "'").replaceAll('&amp;', '&');

/**
 * The first sheet of an xlsx workbook as rows of cell texts (numbers as numbers), read back from its
 * XML as a spreadsheet program would: shared strings, inline strings and numbers. Enough for the
 * tests to check what an export holds.
 */
export function readXlsx(bytes: Uint8Array): Array<Array<string | number>> {
  const files = unzipSync(bytes);
  const text = (name: string) => (files[name] ? strFromU8(files[name]) : '');
  const shared = [...text('xl/sharedStrings.xml').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((match) => unescape([...match[1]!.matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((t) => t[1]).join('')));
  const sheet = text('xl/worksheets/sheet1.xml');
  return [...sheet.matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)].map((row) =>
    [...row[1]!.matchAll(/<c([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)].map((cell) => {
      const attributes = cell[1]!;
      const inner = cell[2] ?? '';
      const type = /t="(\w+)"/.exec(attributes)?.[1];
      const value = /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1];
      if (type === 's') return shared[Number(value)] ?? '';
      if (type === 'inlineStr') return unescape([...inner.matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((t) => t[1]).join(''));
      if (type === 'str') return unescape(value ?? '');
      return value === undefined ? '' : Number(value);
    }),
  );
}
