/** What a member does to a case's claim (docs/decisions/0072). */
export type ClaimKind = 'claim' | 'handBack' | 'transfer' | 'requestRelease' | 'release';

export type ClaimRefusal = 'claimedByOther' | 'notClaimedByYou' | 'notClaimed';

/**
 * Who holds a case after a member's claim action, or why not: a claim reserves the case, so only
 * its holder hands it back or transfers it (an unclaimed case the member transfers as if theirs);
 * the others may ask for it (requestRelease: recorded, the holder unchanged); the holder or a
 * supervisor releases it. `to` is the member a transfer names (checked by the caller).
 */
export function claimMove(kind: ClaimKind, holder: string | null, member: { staffId: string; supervisor: boolean }, to?: string): { holder: string | null; askedBy?: string } | { refused: ClaimRefusal } {
  const mine = holder === member.staffId;
  switch (kind) {
    case 'claim':
      return holder && !mine ? { refused: 'claimedByOther' } : { holder: member.staffId };
    case 'handBack':
      return mine ? { holder: null } : { refused: 'notClaimedByYou' };
    case 'transfer':
      return holder && !mine && !member.supervisor ? { refused: 'claimedByOther' } : { holder: to ?? null };
    case 'requestRelease':
      if (!holder) return { refused: 'notClaimed' };
      return mine ? { refused: 'claimedByOther' } : { holder, askedBy: member.staffId };
    case 'release':
      if (!holder) return { refused: 'notClaimed' };
      return mine || member.supervisor ? { holder: null } : { refused: 'notClaimedByYou' };
  }
}

const KINDS: readonly ClaimKind[] = ['claim', 'handBack', 'transfer', 'requestRelease', 'release'];

/** The claim actions a member is offered on a case (a stage member: all that claimMove allows; a supervisor outside the stage: release and transfer). */
export function claimOptions(holder: string | null, member: { staffId: string; supervisor: boolean; ofStage: boolean }): ClaimKind[] {
  const open = member.ofStage ? KINDS : KINDS.filter((kind) => member.supervisor && (kind === 'release' || kind === 'transfer'));
  // Claiming a case one already holds changes nothing: not offered.
  return open.filter((kind) => !(kind === 'claim' && holder === member.staffId) && !('refused' in claimMove(kind, holder, member)));
}
