import { fileTypeFromBuffer } from 'file-type';

/** What a material may be, judged by content: the formats every phone browser shows. */
export const MATERIAL_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The thumbnail's side in pixels (spec 001 section 9: photo thumbnails 78x78). */
export const THUMBNAIL_SIZE = 78;

/** Far beyond any phone camera (about 50 megapixels), far below what would exhaust memory. */
const MAX_PIXELS = 100_000_000;

/**
 * sharp (libvips) takes 0.6-1.2 s to load here: it loads with the first picture, not while the
 * server starts.
 */
let loading: Promise<typeof import('sharp')> | undefined;
const loadSharp = async () => (await (loading ??= import('sharp'))).default;

export interface InspectedImage {
  mime: (typeof MATERIAL_IMAGE_TYPES)[number];
  thumbnail: Buffer;
}

/**
 * Accepts an image only if its bytes say JPEG, PNG or WebP and the whole image decodes; makes its
 * 78x78 thumbnail (centre crop, turned upright by its EXIF orientation, JPEG). Undefined for
 * anything else — a renamed file, a truncated or corrupt image, a decompression bomb.
 */
export async function inspectImage(bytes: Buffer): Promise<InspectedImage | undefined> {
  const type = await fileTypeFromBuffer(bytes);
  const mime = MATERIAL_IMAGE_TYPES.find((allowed) => allowed === type?.mime);
  if (!mime) return undefined;
  const sharp = await loadSharp();
  try {
    const thumbnail = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover' })
      .jpeg({ quality: 80 })
      .toBuffer();
    return { mime, thumbnail };
  } catch {
    return undefined;
  }
}
