import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * Writes beside each built script and stylesheet of dist/assets its Brotli at the highest quality
 * (`x.js.br`), which the server sends to a browser that accepts it (server/http/staticFiles.ts).
 * The compression middleware's own Brotli (quality 4, on the fly) left React's chunk at 98 KB;
 * quality 11, done once at build, makes it 84 KB, and every page's scripts some 14 % smaller on a
 * phone network (decision 0080).
 */
export function compressAssets(folder = 'dist/assets') {
  let before = 0;
  let after = 0;
  for (const name of fs.readdirSync(folder)) {
    if (!/\.(js|css)$/.test(name)) continue;
    const file = path.join(folder, name);
    const bytes = fs.readFileSync(file);
    const packed = zlib.brotliCompressSync(bytes, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    });
    before += bytes.length;
    after += packed.length;
    fs.writeFileSync(`${file}.br`, packed);
  }
  return { before, after };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const { before, after } = compressAssets(process.argv[2]);
  console.log(`compress-assets: ${(before / 1024).toFixed(0)} KB of scripts and stylesheets, ${(after / 1024).toFixed(0)} KB as Brotli 11`);
}
