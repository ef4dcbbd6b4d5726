import type { SignatureCheck } from './signing/verifyPdfSignature';
import type { Certificate, Encumbrances, Holder } from './certificates/types';
import type { DocumentContent } from '../../engine/documents/documentContent';
import type { RegisterRecords } from './records/registerRecords';

/**
 * The land and real-estate registry as the hall sees it: one interface, passed in the
 * dependencies like the messaging app. This server implements it with an emulation
 * (./emulatedRegistry.ts); a real registry's client would implement the same. Features import
 * this file only (the lint rule scripts/eslint/importBoundaries.js holds that line).
 */

export type { Certificate, Encumbrances, Holder, SignatureCheck };
// Filing's side of the registry (acceptance, review states, the region list) is part of the same
// interface; deps.filingRegistry carries it.
export type { Acceptance, FilingBackOffice, FilingRegistry, ReceivedApplication, RegionList, TrailEntry, TrailStep } from './filing/filingRegistry';
export { stageNamer } from './filing/stageNames';
// What the hall's checks judge of a certificate (server/domain/checks).
export { certificateFacts } from './certificates/certificateFacts';
// The registrar's records (issue 32, docs/decisions/0097): encumbrances, unit pictures, licences.
export type { CertificateRecord, EncumbranceChange, LicenceRecord, RecordRefusal, RecordUnit, RegisterRecords } from './records/registerRecords';
export type { LiftedEncumbrance } from './certificates/types';

/** Someone the registry knows by name and ID number (or an enterprise's credit code). */
export interface Person {
  name: string;
  cardnum: string;
}

/** A city or district a query may name (spec 000 section 3: xzqs with xzqMc, xzqBm). */
export interface City {
  xzqMc: string;
  xzqBm: string;
}

/** A verification report the registry issued (the QR code's target). */
export interface IssuedReport {
  code: string;
  bdcdyid: string;
  createdAt: Date;
  certificate: Certificate;
}

/** An application's progress (spec 000 section 3: serialNumber, name, processName, actStart, activityName). */
export interface Progress {
  serialNumber: string;
  name: string;
  processName: string;
  actStart: Date;
  activityName: string;
  /** When the registry accepted it (the workflow's 受理 stage, or the counter's 受理); null while it waits (issue 27). */
  acceptedAt: Date | null;
  /** Every step so far with its time, oldest first (the current one last). */
  steps: Array<{ activityName: string; actStart: Date }>;
}

/** Which drawings of a certificate can be shown now, and whether its ownership status is out yet. */
export interface Availability {
  house: boolean;
  parcel: boolean;
  ownership: boolean;
}

export interface Registry {
  /** The whole region the registry serves (a query naming it searches every district). */
  readonly region: City;
  /** The registry's name, as its documents are signed. */
  readonly authority: string;
  /** The cities a query may name, the region first. */
  queryCities(): City[];

  /** The certificate with this number of which this person is a holder: what "found" means. */
  findHeldCertificate(number: string, holder: Person): Promise<Certificate | undefined>;
  /** The same, by the year and serial number of the certificate number. */
  findHeldCertificateByYearSerial(year: number, serial: string, holder: Person): Promise<Certificate | undefined>;
  /** Every certificate this person holds in a city or district (the region: all of them), newest first. */
  listHeldCertificates(holder: Person, xzqdm: string): Promise<Certificate[]>;
  /** Certificates this person holds that cover a unit or parcel id. */
  listHeldCoveringUnit(unitId: string, holder: Person): Promise<Certificate[]>;
  certificate(id: string): Promise<Certificate | undefined>;
  /**
   * The certificate with this number, whoever holds it: for the registry's own checks and staff
   * (the pre-acceptance checks), never answered to a citizen beyond a check's verdict.
   */
  findCertificate(number: string): Promise<Certificate | undefined>;
  /** The certificate burdened by the right a certificate of registration (不动产证明, a mortgage's proof number) names, whoever holds it; as findCertificate. */
  findCertificateByProof(proofNumber: string): Promise<Certificate | undefined>;
  /** The one source of a certificate's encumbrances: lists, details, the viewer and the PDFs read them here. */
  encumbrances(certificate: Certificate): Encumbrances;

  /** Draws and stores (owned by `openid`) the verification report of one unit of a certificate. */
  issueReport(input: { openid: string; certificate: Certificate; holder: Person; bdcdyid: string; origin: string }): Promise<{ fileId: string; code: string }>;
  findReport(code: string): Promise<IssuedReport | undefined>;
  /** Draws, signs and stores the electronic licence of a certificate; `issue` tells licences of one certificate apart. */
  issueLicence(input: { openid: string; certificate: Certificate; issue: string }): Promise<{ fileId: string; licenceNumber: string }>;
  /** Draws a document of a case that needs no signature (the 受理通知书, docs/decisions/0075). */
  drawNotice(content: DocumentContent): Promise<Buffer>;
  /**
   * Draws, signs and stores (owned by `openid`) the certificate or proof 缮证 printed, its QR code
   * verifying the certificate it is about (the verification report's page; docs/decisions/0075).
   */
  signCaseDocument(input: { openid: string; content: DocumentContent; certificate: Pick<Certificate, 'id' | 'bdcdyid'> | undefined; origin: string; filename: string }): Promise<{ fileId: string; code: string | null }>;
  /** Checks an uploaded file's signature and stores the result PDF; `message` says what was found. */
  verifyLicence(input: { openid: string; uploadFileId: string; filename: string }): Promise<{ check: SignatureCheck; message: string; fileId: string }>;

  /** Which drawings and status of a certificate are out (images three working days, status five minutes after issue). */
  availability(certificate: Certificate, now?: Date): Promise<Availability>;
  hasUnit(unitId: string): Promise<boolean>;
  /** The floor plan of a unit or the map of a parcel as SVG, or why not: unknown id, or not out yet. */
  drawing(unitId: string, certificate: Certificate, now?: Date): Promise<{ svg: string } | { missing: 'unknown' | 'houseLater' | 'parcelLater' }>;

  /** An application's progress, answered to its applicant only (anyone else: undefined). */
  progress(lsh: string, applicant: Person): Promise<Progress | undefined>;

  /** The registrar's side: certificates found whoever holds them, encumbrances, pictures, licences (docs/decisions/0097). */
  readonly records: RegisterRecords;

  /** Loads what the first document needs (font, signing key) ahead of it. */
  warmUp(): Promise<void>;
}
