/**
 * Pre-acceptance checks against the registry (issue 20, docs/decisions/0052): what the
 * configuration (schemas/checks/pre-acceptance.json) says, the registry's facts the checks read,
 * and what each check answers. The engine decides; the server gathers the facts and words them.
 */

/** block: a failure stops the citizen's check and submit; warn: the staff see it, the citizen goes on. */
export type CheckSeverity = 'block' | 'warn';

export type EncumbranceList = 'mortgages' | 'seizures' | 'objections' | 'restrictions';

/** Where an application names a certificate: a field of its units or of one rights form. */
export interface CertificateReferenceSource {
  /** units: every unit record; rights: the rights record of `form`. */
  records: 'units' | 'rights';
  form?: string;
  field: string;
  /** units: the field of the same record naming the unit the certificate must cover (不动产单元号). */
  unitField?: string;
  /** certificate: a 不动产权证书号; proof: a 不动产证明号 (the number of a mortgage's certificate of registration). */
  names: 'certificate' | 'proof';
}

/** One check: its kind (the code that judges) and its words (message keys). */
export type CheckDefinition = {
  /** Staff catalogue key: the check's name in the back office. */
  title: string;
  /** Citizen catalogue key: why the citizen may not go on when the check blocks. */
  refusal: string;
} & (
  | { kind: 'certificateExists' }
  | { kind: 'obligorHoldsCertificate' }
  | { kind: 'unitCovered' }
  | { kind: 'holderIsParty' }
  | {
      kind: 'encumbrance';
      list: EncumbranceList;
      /** none: the certificate must be free of these; some: it must carry at least one (a cancellation's mortgage). */
      expect: 'none' | 'some';
      /** Staff catalogue key of one entry's evidence line; its parameters are the entry's fields. */
      evidence: string;
      /** Staff catalogue key of the line saying a certificate has no entry. */
      noneEvidence: string;
    }
);

export interface PreAcceptanceConfig {
  id: 'pre-acceptance';
  $comment?: string;
  /** Where the certificate numbers an application names are found. */
  references: CertificateReferenceSource[];
  /** Who the obligors are: parties of these sqr_lx codes (SQR_LX), their ID number and name fields. */
  obligors: { sqrLx: string[]; idField: string; nameField: string };
  checks: Record<string, CheckDefinition>;
  /** By business id (prodefid): the checks that apply and whether each blocks the citizen. A business not listed has none. */
  businesses: Record<string, Record<string, CheckSeverity>>;
  /**
   * By business id: the checks 登簿 judges again under the certificate's lock, each of which
   * refuses registering when it fails (docs/decisions/0058). A business not listed: none.
   */
  atRegistration?: Record<string, string[]>;
}

/** A certificate as the registry holds it, as far as the checks read it. */
export interface CertificateFacts {
  bdcqzh: string;
  zl: string;
  /** '1' valid; anything else cancelled. */
  sfyx: string;
  holders: Array<{ name: string; cardnum: string }>;
  /** The unit ids it covers (its parcel's and each unit's). */
  units: readonly string[];
  /** Each list's entries with their fields (and the registry's derived words: typeName, amountText). */
  mortgages: readonly object[];
  seizures: readonly object[];
  objections: readonly object[];
  restrictions: readonly object[];
}

/** A number the application names. */
export interface CertificateReference {
  number: string;
  names: 'certificate' | 'proof';
  /** The units the application says this certificate covers (none for a proof number). */
  units?: string[];
}

/** What the registry answered for one number the application names (undefined: no such certificate). */
export interface FoundReference extends CertificateReference {
  certificate: CertificateFacts | undefined;
}

export interface Obligor {
  name: string;
  id: string;
}

export interface CheckFacts {
  references: FoundReference[];
  obligors: Obligor[];
  /** Every party of the application, of any type. */
  parties: Obligor[];
}

/** One line of evidence: a staff catalogue key and its parameters (ID numbers already masked). */
export interface Evidence {
  key: string;
  params: Record<string, string | number>;
}

export interface Judgement {
  passed: boolean;
  evidence: Evidence[];
}

export interface CheckOutcome extends Judgement {
  id: string;
  /** Whether a failure of this check stops the citizen (the business's severity is block). */
  blocking: boolean;
  title: string;
  refusal: string;
}
