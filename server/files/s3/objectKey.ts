/**
 * A file's key in the bucket: `files/<first two hex digits>/<id>`. Ids are server-made hex (never
 * a client's name), and the prefix spreads keys as the disk store spreads its folders.
 */
export const objectKey = (id: string) => `files/${id.slice(0, 2)}/${id}`;
