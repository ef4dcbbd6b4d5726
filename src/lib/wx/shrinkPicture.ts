/**
 * The messaging app's picker hands over a compressed copy of a large photo (sizeType 'compressed');
 * the emulated picker hands over the file itself. A picture over `maxBytes` is drawn again smaller
 * as a JPEG, a few sizes down until one fits, so a 12 MB phone photo goes through rather than being
 * refused. A picture the browser cannot decode, or one no size makes fit, is sent as it is: the
 * server then says why it refuses it.
 */
const STEPS: readonly (readonly [longestSide: number, quality: number])[] = [
  [4096, 0.9],
  [3072, 0.85],
  [2048, 0.82],
  [1600, 0.75],
];

export async function shrinkPicture(file: File, maxBytes: number): Promise<File> {
  if (file.size <= maxBytes || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    for (const [side, quality] of STEPS) {
      const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
      if (blob && blob.size <= maxBytes) return new File([blob], `${file.name.replace(/\.[^.]*$/, '')}.jpg`, { type: 'image/jpeg' });
    }
    return file;
  } finally {
    bitmap.close();
  }
}
