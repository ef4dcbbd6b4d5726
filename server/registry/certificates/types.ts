import type { Selectable } from 'kysely';
import type { MortgageTerms, NoticeTerms } from '../../../engine/registration/types';
import type { RegistryCertificateTable, RegistryHolderTable } from '../../db/types';

/** The emulated registry's records, as the services use them (spec 000 sections 2 and 3). */

export type Holder = Pick<Selectable<RegistryHolderTable>, 'name' | 'cardnum' | 'share'>;

/** A mortgage on the certificate: its terms (engine/registration/types.ts) and when and under which numbers it was registered. */
export interface Mortgage extends MortgageTerms {
  registeredAt: string;
  /** 不动产登记证明号: the number of the certificate of registration (不动产证明) the mortgagee holds; a cancellation names it. */
  proofNumber?: string;
  /** The acceptance number of the application that registered it in the hall (docs/decisions/0054). */
  registration?: string;
  /** When a mortgage transfer (抵押权转移) moved it to its present mortgagee (docs/decisions/0074). */
  transferredAt?: string;
}

/** Seizure types of spec 000 section 9. */
export type SeizureType = 1 | 2 | 3 | 4 | 5;

export interface Seizure {
  organ: string;
  type: SeizureType;
  documentNumber: string;
  /** 查封文件 */
  file: string;
  periodStart: string;
  periodEnd: string;
  registeredAt: string;
  /** The registrar's entries (docs/decisions/0097): their id, and the court's document in the file store. */
  id?: string;
  fileId?: string;
  /** A 轮候查封 that became the 查封 when the one before it was lifted (its date). */
  promotedAt?: string;
}

export interface Objection {
  applicant: string;
  matter: string;
  registeredAt: string;
  id?: string;
  documentNumber?: string;
}

export interface Restriction {
  organ: string;
  matter: string;
  registeredAt: string;
  id?: string;
  documentNumber?: string;
}

/** An encumbrance the registrar lifted (解除), kept with the certificate's details, never shown as a burden. */
export interface LiftedEncumbrance {
  list: 'seizures' | 'objections' | 'restrictions';
  entry: Seizure | Objection | Restriction;
  liftedAt: string;
  reason: string;
  documentNumber: string;
  fileId?: string;
}

export interface CertificateDetails {
  mortgages: Mortgage[];
  seizures: Seizure[];
  objections: Objection[];
  restrictions: Restriction[];
}

/** A notice (预告) a pre-registration wrote (docs/decisions/0074): until the registration it announces consumes it, or its cancellation. */
export type Notice = NoticeTerms & {
  registeredAt: string;
  /** 不动产登记证明号 of the pre-registration; its cancellation (4002) names it. */
  proofNumber: string;
  /** The acceptance number of the application that registered it. */
  registration: string;
};

/** The details as stored: also the notices and the applications whose registration changed the certificate (never shown). */
export interface StoredCertificateDetails extends CertificateDetails {
  notices?: Notice[];
  registeredApplications?: string[];
  /** A cancelled certificate's successor: the number 缮证 of a transfer issued in its place (docs/decisions/0075). */
  replacedBy?: string;
  /** What the registrar lifted, oldest first (docs/decisions/0097). */
  lifted?: LiftedEncumbrance[];
}

/**
 * A certificate row with its areas as numbers, its details spread out and its holders: the columns
 * come from the table type (server/db/types.ts), only the ones that change shape are restated. The
 * stored fwzt is left out: a certificate's status comes from its encumbrances (./encumbrances.ts).
 */
export interface Certificate extends CertificateDetails, Omit<Selectable<RegistryCertificateTable>, 'jzmj' | 'tdmj' | 'details' | 'issued_at' | 'fwzt'> {
  jzmj: number;
  tdmj: number;
  issuedAt: Date;
  holders: Holder[];
}

/** Floor plan of a house unit: outline and rooms, in metres. */
export interface HouseGeometry {
  floor: string;
  outline: [number, number][];
  rooms: { name: string; x: number; y: number; w: number; h: number }[];
}

/** Parcel map: boundary points (metres), buildings on it, and what lies on each side. */
export interface ParcelGeometry {
  area: number;
  boundary: [number, number][];
  buildings: { label: string; points: [number, number][] }[];
  sides: { north: string; south: string; east: string; west: string };
}

export const SEIZURE_TYPES: Record<SeizureType, string> = { 1: '查封', 2: '轮候查封', 3: '预查封', 4: '轮候预查封', 5: '续封' };

/** Price unit codes of spec 001 section 9. */
export function amountUnitLabel(unit: string): string {
  if (unit === '1') return '元';
  if (unit === '2') return '美元';
  return '万元';
}

/** Every encumbrance of a certificate, ready to show, and the one-word status the lists show. */
export interface Encumbrances {
  /** 正常, or what burdens it (查封、抵押…), or 已注销 for a cancelled certificate. */
  status: string;
  mortgages: (Certificate['mortgages'][number] & { amountText: string })[];
  seizures: (Certificate['seizures'][number] & { typeName: string })[];
  objections: Certificate['objections'];
  restrictions: Certificate['restrictions'];
}
