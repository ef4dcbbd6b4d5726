const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * An uploaded floor plan or parcel map (PNG or JPEG, checked by content on upload) as the SVG the
 * citizen's viewer shows, so the page and its address stay the drawing's (docs/decisions/0097).
 */
export function framePicture(title: string, mime: string, bytes: Buffer): string {
  const width = 800;
  const height = 600;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(title)}">` +
    `<title>${esc(title)}</title><rect width="${width}" height="${height}" fill="#fff"/>` +
    `<image x="0" y="0" width="${width}" height="${height}" preserveAspectRatio="xMidYMid meet" href="data:${esc(mime)};base64,${bytes.toString('base64')}"/>` +
    '</svg>'
  );
}
