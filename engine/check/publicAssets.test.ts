import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicAssets } from './publicAssets';

describe('publicAssets', () => {
  it('lists every file under the folder by the address the app serves it at', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'public-'));
    fs.mkdirSync(path.join(folder, 'icons'));
    fs.writeFileSync(path.join(folder, 'icons', 'apply.svg'), '<svg/>');
    fs.writeFileSync(path.join(folder, 'favicon.ico'), '');
    expect(publicAssets(folder)).toEqual(new Set(['/icons/apply.svg', '/favicon.ico']));
    fs.rmSync(folder, { recursive: true });
  });

  it('answers nothing for a folder that is not there', () => {
    expect(publicAssets(path.join(os.tmpdir(), 'no-such-public-folder'))).toBeUndefined();
  });
});
