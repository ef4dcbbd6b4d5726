import type { NoticeKind } from '../../../engine/schemas/types';
import type { RegistrationEffect } from '../../../engine/registration/types';
import type { Notice, StoredCertificateDetails } from '../certificates/types';

/** When and under which numbers a registration writes: the date (China), the proof number it issues, the acceptance number. */
export interface Stamp {
  registeredAt: string;
  proofNumber: string;
  registration: string;
}

export type DetailsRefusal = { refused: 'mortgageUnknown'; proofNumber: string } | { refused: 'noticeUnknown'; proofNumber: string } | { refused: 'mortgageToTransfer'; certificate: string; count: number };

const sameId = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();
const named = (proofNumber: string) => (entry: { proofNumber?: string; registration?: string }) => entry.proofNumber === proofNumber || entry.registration === proofNumber;

/**
 * A certificate's encumbrances after an effect (docs/decisions/0054, 0074), or why the register
 * refuses it. Pure: the caller writes. A mortgage or a notice added gets the stamp; a registration
 * that fulfils a notice (the sale to the buyer who registered 预告登记, the mortgage of the lender who
 * registered 预告抵押) consumes it; a mortgage transfer moves the certificate's one mortgage to the
 * new mortgagee under a new proof number (which of several would be a guess: refused).
 */
export function changeDetails(details: StoredCertificateDetails, effect: RegistrationEffect, stamp: Stamp, certificate: string): StoredCertificateDetails | DetailsRefusal {
  const notices = details.notices ?? [];
  const consumed = (kinds: NoticeKind[], fulfils: (notice: Notice) => boolean) => notices.filter((notice) => !(kinds.includes(notice.kind) && fulfils(notice)));
  switch (effect.kind) {
    case 'addMortgage': {
      const { mortgagee } = effect.mortgage;
      return {
        ...details,
        mortgages: [...details.mortgages, { ...effect.mortgage, ...stamp }],
        notices: consumed(effect.consumes, (notice) => notice.kind === '预告抵押' && notice.mortgagee === mortgagee),
      };
    }
    case 'removeMortgage': {
      if (!details.mortgages.some(named(effect.proofNumber))) return { refused: 'mortgageUnknown', proofNumber: effect.proofNumber };
      return { ...details, mortgages: details.mortgages.filter((mortgage) => !named(effect.proofNumber)(mortgage)) };
    }
    case 'transferHolders': {
      const buyers = effect.holders;
      const toBuyers = (notice: Notice) => notice.kind === '预告登记' && notice.holders.every((holder) => buyers.some((buyer) => sameId(buyer.cardnum, holder.cardnum)));
      return { ...details, notices: consumed(effect.consumes, toBuyers) };
    }
    case 'transferMortgage': {
      if (details.mortgages.length !== 1) return { refused: 'mortgageToTransfer', certificate, count: details.mortgages.length };
      const [mortgage] = details.mortgages;
      return { ...details, mortgages: [{ ...mortgage!, mortgagee: effect.mortgagee, proofNumber: stamp.proofNumber, registration: stamp.registration, transferredAt: stamp.registeredAt }] };
    }
    case 'addNotices':
      return { ...details, notices: [...notices, ...effect.notices.map((notice) => ({ ...notice, ...stamp }))] };
    case 'removeNotice': {
      if (!notices.some(named(effect.proofNumber))) return { refused: 'noticeUnknown', proofNumber: effect.proofNumber };
      return { ...details, notices: notices.filter((notice) => !named(effect.proofNumber)(notice)) };
    }
  }
}
