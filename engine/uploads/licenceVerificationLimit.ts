/**
 * The licence verification upload's size limit, one number for the page's check, its label and the
 * server's streaming limit. Spec 000 labels it 500M (and the upload quota leaves room for one
 * 500 MB check); its byte figure, 5,120,000,000, is ten times that, so the label once read 5000M.
 * The label is what the citizen reads: 500M in the original's unit (1 M = 1,024,000 bytes) is
 * 512,000,000 bytes, and the label is still worked out from the number (decision 0062).
 */
export const VERIFY_MAX_BYTES = 512_000_000;

export const VERIFY_LIMIT_LABEL = `${Math.round(VERIFY_MAX_BYTES / 1_024_000)}M`;
