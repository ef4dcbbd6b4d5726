/**
 * The licence verification upload's size limit, one number for the page's check and the server's
 * streaming limit, and the words that name it. Both are the specification's and the contract's as
 * given (spec 000: "size over 5,120,000,000 bytes is rejected with 'file size not over 500M'"): the
 * original's byte figure is ten times its label, and an outside client may rely on the figure, so
 * the limit stays 5,120,000,000 bytes while the citizen reads 500M, the spec's wording; the upload
 * quota (UPLOAD_QUOTA_MB) is what bounds one citizen's file in practice (decision 0062).
 */
export const VERIFY_MAX_BYTES = 5_120_000_000;

export const VERIFY_LIMIT_LABEL = '500M';
