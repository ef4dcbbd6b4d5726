import type { Request } from 'express';
import { VERIFY_LIMIT_LABEL, VERIFY_MAX_BYTES } from '../../../engine/uploads/licenceVerificationLimit';
import type { UploadRules } from '../../http/receiveUpload';
import { messages } from '../../queries/http';

/**
 * The licence verification file's rules (spec 000: a PDF by name and content, at most 500M), one
 * set for the multipart getDzzzyqUpload and the resumable upload (docs/decisions/0100), worded in
 * the citizen's language.
 */
export function verificationRules(req: Request): UploadRules {
  const m = messages(req);
  return {
    field: 'Filedata',
    maxBytes: VERIFY_MAX_BYTES,
    mimeTypes: ['application/pdf'],
    kind: 'licence-verification',
    acceptName: (name) => /\.pdf$/i.test(name.trim()),
    wrongTypeMessage: m('registry.pdfOnly'),
    tooLargeMessage: m('registry.tooLarge', { limit: VERIFY_LIMIT_LABEL }),
  };
}
