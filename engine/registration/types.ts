import type { RecordPath } from '../schemas/types';

/** An application's records as registering reads them: parties by party type (sqr_lx), units and rights by form. */
export interface ApplicationRecords {
  parties: Array<{ sqr_lx: string; data: Record<string, unknown> }>;
  units: Array<{ form_id: string; data: Record<string, unknown> }>;
  rights: Array<{ form_id: string; data: Record<string, unknown> }>;
}

/** What registering an application writes in the register (docs/decisions/0054). */
export type RegistrationEffect =
  | {
      kind: 'addMortgage';
      certificate: string;
      unit: string;
      mortgage: { kind?: string; mortgagee: string; mortgagor: string; amount: number; unit: '1' | '2' | '3'; periodStart: string; periodEnd: string };
    }
  | { kind: 'removeMortgage'; certificate?: string; unit?: string; proofNumber: string }
  | { kind: 'transferHolders'; certificate: string; unit: string; holders: Array<{ name: string; cardnum: string }>; ownership: string | undefined };

/** The effect, or the first path of a value the application does not hold. */
export type ResolvedEffect = { effect: RegistrationEffect } | { missing: RecordPath };
