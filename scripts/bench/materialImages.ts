import crypto from 'node:crypto';
import sharp from 'sharp';
import { inspectImage } from '../../server/features/materials/inspectImage';

const ROUNDS = 7;

/** A camera-like JPEG: noise compresses as badly as a real photo does. */
const cameraJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 88 })
    .toBuffer();

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const spread = (values: number[]) => `${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)}`;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/**
 * What one material picture costs the server beyond storing it: the content check and 78x78
 * thumbnail (inspectImage) of a 12-megapixel camera photo and of a 1280x960 one (what the
 * messaging app hands over when the user does not pick "original"), interleaved per round with a
 * peer of fixed CPU work (SHA-256 of the same bytes), so a slow moment of the machine shows in both.
 */
export async function benchMaterialImages(): Promise<Record<string, string>> {
  const photos = { '12 MP': await cameraJpeg(4000, 3000), '1.2 MP': await cameraJpeg(1280, 960) };
  const figures: Record<string, string> = {};
  for (const [label, bytes] of Object.entries(photos)) {
    await inspectImage(bytes);
    const check: number[] = [];
    const peer: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      check.push(await timed(() => inspectImage(bytes)));
      peer.push(await timed(async () => crypto.createHash('sha256').update(bytes).digest()));
    }
    figures[`material check + thumbnail, ${label} JPEG of ${(bytes.length / 1048576).toFixed(1)} MB (ms, median; min-max of ${ROUNDS})`] =
      `${median(check).toFixed(0)}; ${spread(check)}`;
    figures[`  peer: SHA-256 of the same ${label} bytes (ms)`] = `${median(peer).toFixed(1)}; ${Math.min(...peer).toFixed(1)}-${Math.max(...peer).toFixed(1)}`;
  }
  return figures;
}
