/**
 * What the console sends its phone preview (an iframe of /staff/configuration/preview, same
 * origin): the candidate's parsed files and what to draw. Nothing else crosses: the frame calls
 * no API and keeps nothing.
 */
export interface PreviewRequest {
  type: 'hall-config-preview';
  files: Record<string, unknown>;
  formId: string;
  prodefid: string;
  view: 'form' | 'readonly';
}

/** The frame tells it is listening, so the console sends (again) what to draw. */
export const PREVIEW_READY = 'hall-config-preview-ready';

/** A message is the console's only when it comes from this very origin and the window that framed us. */
export const isPreviewRequest = (event: MessageEvent, origin: string, parent: unknown): event is MessageEvent<PreviewRequest> =>
  event.origin === origin && event.source === parent && (event.data as { type?: unknown } | null)?.type === 'hall-config-preview';
