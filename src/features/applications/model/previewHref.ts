import type { PageSection } from '../../../../engine/schemas/types';
import { withQuery } from '../../../lib/api/client';
import type { Proinst } from '../../../lib/filing/application';

/**
 * A record's read-only preview (spec 001 section 2.5): /personD with type, id, slsqId, isSubmit,
 * djlx, qllx; the unit and rights previews with id, slsqId, isSubmit, djlx, qllx. The preview
 * reads the record again by these ids, and goes back to the detail page with them.
 */
export function previewHref(section: PageSection, id: string, proinst: Proinst, isSubmit: string): string {
  return withQuery(section.viewRoute ?? '/', {
    type: section.kind === 'party' ? section.partyType : undefined,
    id,
    slsqId: proinst.id,
    isSubmit,
    djlx: proinst.djlx,
    qllx: proinst.qllx,
    appointment: proinst.appointment,
  });
}
