import { describe, expect, it } from 'vitest';
import { isPreviewRequest } from './previewMessage';

const parent = {};
const event = (data: unknown, origin = 'https://hall.local', source: unknown = parent) => ({ data, origin, source }) as unknown as MessageEvent;

describe('the preview frame', () => {
  it('draws only what its own console sends from the same origin', () => {
    const request = { type: 'hall-config-preview', files: {}, formId: 'a', prodefid: '', view: 'form' };
    expect(isPreviewRequest(event(request), 'https://hall.local', parent)).toBe(true);
    expect(isPreviewRequest(event(request, 'https://elsewhere.example'), 'https://hall.local', parent)).toBe(false);
    expect(isPreviewRequest(event(request, 'https://hall.local', {}), 'https://hall.local', parent)).toBe(false);
    expect(isPreviewRequest(event({ type: 'other' }), 'https://hall.local', parent)).toBe(false);
  });
});
