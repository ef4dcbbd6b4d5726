/**
 * The licence verification upload's size limit, one number for the page's check, its label and the
 * server's streaming limit: 5,120,000,000 bytes (spec 000). The specification labels it "500M",
 * which is not the limit; the label is worked out from the number in the original's unit
 * (1 M = 1,024,000 bytes), so it reads 5000M.
 */
export const VERIFY_MAX_BYTES = 5_120_000_000;

export const VERIFY_LIMIT_LABEL = `${Math.round(VERIFY_MAX_BYTES / 1_024_000)}M`;
