import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The browser build shows RJSF's markdown as plain text (markdownAsText.tsx): no form may ask for markdown. */
describe('forms drawn without a markdown parser', () => {
  it('no form of schemas/forms enables markdown in a description or help', () => {
    const folder = path.resolve('schemas/forms');
    const asking = fs.readdirSync(folder).filter((file) => file.endsWith('.json') && /enableMarkdownIn(Description|Help)/.test(fs.readFileSync(path.join(folder, file), 'utf8')));
    expect(asking).toEqual([]);
  });
});
