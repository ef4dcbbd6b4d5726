import type { NoticeKind, RecordPath } from '../schemas/types';

/** An application's records as registering reads them: parties by party type (sqr_lx), units and rights by form. */
export interface ApplicationRecords {
  parties: Array<{ sqr_lx: string; data: Record<string, unknown> }>;
  units: Array<{ form_id: string; data: Record<string, unknown> }>;
  rights: Array<{ form_id: string; data: Record<string, unknown> }>;
}

/** A unit the application names and the certificate that must cover it. */
export interface Place {
  certificate: string;
  unit: string;
}

/** A mortgage's terms as the application states them (the register adds when and under which numbers). */
export interface MortgageTerms {
  /** A special kind of mortgage (最高额抵押, 在建工程抵押); plain mortgages leave it out. */
  kind?: string;
  /** 抵押权人 */
  mortgagee: string;
  /** 抵押人 */
  mortgagor: string;
  amount: number;
  /** 1 yuan, 2 US dollar, else ten-thousand yuan (spec 001 section 9). */
  unit: '1' | '2' | '3';
  periodStart: string;
  periodEnd: string;
}

/** A notice (预告) as a pre-registration states it: the buyer's claim to the flat, or the lender's to its mortgage. */
export type NoticeTerms = { kind: '预告登记'; holders: Array<{ name: string; cardnum: string }>; obligor: string } | ({ kind: '预告抵押' } & Omit<MortgageTerms, 'kind'>);

/**
 * What registering an application writes in the register (docs/decisions/0054, 0074), on every
 * unit's certificate (`places`: each unit with its certificate; a cancellation naming only a proof
 * number has none and the register finds the certificate by it).
 */
export type RegistrationEffect =
  | { kind: 'addMortgage'; places: Place[]; mortgage: MortgageTerms; consumes: NoticeKind[] }
  | { kind: 'removeMortgage'; places: Place[]; proofNumber: string }
  | { kind: 'transferHolders'; places: Place[]; holders: Array<{ name: string; cardnum: string }>; ownership: string | undefined; consumes: NoticeKind[] }
  | { kind: 'transferMortgage'; places: Place[]; mortgagee: string }
  | { kind: 'addNotices'; places: Place[]; notices: NoticeTerms[] }
  | { kind: 'removeNotice'; places: Place[]; proofNumber: string };

/** The effect, or the first path of a value the application does not hold. */
export type ResolvedEffect = { effect: RegistrationEffect } | { missing: RecordPath };
