import { useState } from 'react';
import { Alert, Button, Space } from 'antd';
import type { StaffMessageKey } from '../../../../../engine/i18n/translateStaff';
import type { CaseFile } from '../api/caseFile';
import type { ClaimKind } from '../api/outcomes';
import { useStaffT as useT } from '../../../lib/i18n';
import { TransferModal } from './TransferModal';
import { formatDateTime } from '../../../../../engine/dates/formatDateTime';

/** The button words of each claim action. */
const WORDS: Record<ClaimKind, StaffMessageKey> = {
  claim: 'staff.queue.claim',
  handBack: 'staff.queue.handBack',
  transfer: 'staff.queue.transfer',
  requestRelease: 'staff.queue.requestRelease',
  release: 'staff.queue.release',
};

/**
 * Who holds the case and what this member may do with the claim, as the server offers it
 * (docs/decisions/0072): a holder other than the member is named (only they act); the holder sees
 * who asked them to release it; transfer picks a colleague.
 */
export function ClaimBar(props: { id: string; claim: CaseFile['claim']; onClaim: (kind: ClaimKind, to?: string) => void }) {
  const t = useT();
  const [transferring, setTransferring] = useState(false);
  const { claim } = props;
  return (
    <div style={{ marginBottom: 16 }} data-testid="claim-bar">
      {claim.holder && !claim.mine && <Alert type="info" showIcon style={{ marginBottom: 8 }} title={t('staff.caseFile.heldBy', { holder: claim.holder })} />}
      {claim.mine && claim.releaseRequestedBy && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          title={t('staff.caseFile.releaseAsked', { who: claim.releaseRequestedBy, at: claim.releaseRequestedAt ? formatDateTime(claim.releaseRequestedAt) : '' })}
        />
      )}
      <Space wrap>
        {(claim.may as ClaimKind[]).map((kind) => (
          <Button key={kind} onClick={() => (kind === 'transfer' ? setTransferring(true) : props.onClaim(kind))}>
            {t(WORDS[kind])}
          </Button>
        ))}
      </Space>
      <TransferModal
        id={props.id}
        open={transferring}
        onCancel={() => setTransferring(false)}
        onSend={(to) => {
          setTransferring(false);
          props.onClaim('transfer', to);
        }}
      />
    </div>
  );
}
