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

describe('createLogger and database errors', () => {
  it('keeps no SQL parameters or detail of an error, and masks an ID after a newline', () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const error = Object.assign(new Error('insert failed\n130402198503151231'), {
      code: '22P05',
      parameters: ['张建国', '130402198503151231', '13812345678'],
      detail: 'Key (cardnum)=(130402198503151231) already exists.',
      query: 'insert into users (name, cardnum, phone) values ($1, $2, $3)',
    });
    createLogger('info', sink).error({ err: error, path: '/x' }, 'unhandled error');
    const line = lines.join('');
    expect(line).toContain('22P05');
    expect(line).not.toContain('130402198503151231');
    expect(line).not.toContain('张建国');
    expect(line).not.toContain('parameters');
    expect(line).not.toContain('already exists');
  });
});
