/**
 * The largest picture the messaging app hands over (its media upload, and the hall fetching it):
 * 10 MB. The browser shrinks a larger photo to fit before sending it (src/lib/wx/shrinkPicture),
 * the server refuses one that still does not with 图片不能超过10MB.
 */
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;
