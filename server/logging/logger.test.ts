import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { createLogger } from './logger';

describe('createLogger', () => {
  it('scrubs ID and phone numbers from every written line', () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    createLogger('info', sink).info({ body: { cardnum: '11010519491231002X', phone: '13812345678' } }, 'saved');
    expect(lines.join('')).toContain('1101**********002X');
    expect(lines.join('')).not.toContain('11010519491231002X');
    expect(lines.join('')).not.toContain('13812345678');
  });
});
