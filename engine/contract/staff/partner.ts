import type { MaterialGroupView } from '../../attachments/materialGroups';
import type { ConfirmationState } from '../confirmations';

/** GET /staff/api/partner/applications: an application naming the member's institution (docs/decisions/0056). */
export interface PartnerRow {
  id: string;
  name: string;
  prolsh: string | null;
  areaname: string;
  filer: string;
  state: string;
  /** 'YYYY-MM-DD HH:mm:ss', China time. */
  submittedAt: string;
  /** Where the institution's confirmation stands (the list's badge, docs/decisions/0079); null when it was never asked. */
  confirmation: ConfirmationState | null;
}

/** A record as the partner reads it: its title and labelled rows (numbers masked). */
export interface PartnerSection {
  title: string;
  rows: { label: string; text: string }[];
}

/** GET /staff/api/partner/applications/:id. */
export interface PartnerApplication {
  application: PartnerRow;
  parties: (PartnerSection & { type: string; ours: boolean })[];
  units: PartnerSection[];
  rights: PartnerSection[];
  /** The uploaded papers by group, read-only (pictures at …/materials/:materialId[/thumb]). */
  materials: MaterialGroupView[];
  /** The proof or certificate number 缮证 gave, once it has one (docs/decisions/0079). */
  proofNumber: string | null;
}

/** GET …/:id/confirmation: the institution's confirmation of one application (docs/decisions/0055). */
export interface PartnerConfirmation {
  state: ConfirmationState;
  partyName: string;
  requestedAt: string | null;
  decidedAt: string | null;
  reason: string | null;
}
