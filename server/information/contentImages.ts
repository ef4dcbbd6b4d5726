/**
 * The images the content editor uploads (articles, banners, the contact QR code): kept in the file
 * store under this kind, and served to anyone at this path, since what shows them is public
 * (docs/decisions/0095). Only files of this kind are served there.
 */
export const CONTENT_IMAGE_KIND = 'content-image';
export const CONTENT_IMAGE_PATH = '/online/wx/apilist/contentImage';
/** The images an editor may upload, judged by their content (magic bytes). */
export const CONTENT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
/** The largest image an editor may upload. */
export const CONTENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** A file id the store makes (32 hex digits). */
const FILE_ID = /^[0-9a-f]{32}$/;

/** The address of an uploaded image. */
export const contentImageUrl = (id: string) => `${CONTENT_IMAGE_PATH}/${id}`;

/** Whether an address is one of our own uploaded images (and nothing after or around it). */
export function isContentImageUrl(url: string): boolean {
  const prefix = `${CONTENT_IMAGE_PATH}/`;
  return url.startsWith(prefix) && FILE_ID.test(url.slice(prefix.length));
}

export const isContentImageId = (id: string) => FILE_ID.test(id);
