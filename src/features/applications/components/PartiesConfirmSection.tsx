import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import useSWR from 'swr';
import { useT } from '../../../lib/i18n';
import type { MessageKey } from '../../../../engine/i18n/translate';
import { confirmationStatusKey, getConfirmationStatus, requestConfirmations, type ConfirmationState } from '../api/confirmations';
import './PartiesConfirmSection.css';

const STATE_KEYS: Record<ConfirmationState, MessageKey> = {
  notSent: 'confirmations.state.notSent',
  requested: 'confirmations.state.requested',
  expired: 'confirmations.state.expired',
  confirmed: 'confirmations.state.confirmed',
  declined: 'confirmations.state.declined',
  void: 'confirmations.state.void',
};

/**
 * 各方确认 on the detail page before submit (issue 21): each party the business asks to confirm,
 * with where their confirmation stands as the server decides it, and 发送确认 to (re)send the
 * links (a company party decides in the partner system). Nothing shows for a business that asks nobody.
 */
export function PartiesConfirmSection({ id }: { id: string }) {
  const t = useT();
  const status = useSWR(confirmationStatusKey(id), () => getConfirmationStatus(id), { dedupingInterval: 0 });
  const [busy, setBusy] = useState(false);
  if (!status.data?.required) return null;
  const parties = status.data.parties;
  const sendable = parties.some((party) => party.state !== 'confirmed');
  const sentBefore = parties.some((party) => party.state !== 'notSent');

  const send = async () => {
    setBusy(true);
    try {
      await status.mutate(requestConfirmations(id), { revalidate: false });
    } catch {
      // The client toasted the reason.
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="applications-card confirmations-section" aria-labelledby="section-confirmations" data-section="confirmations">
      <h3 id="section-confirmations" className="applications-section-title">
        {t('confirmations.title')}
      </h3>
      <ul className="confirmations-parties">
        {parties.map((party) => (
          <li key={party.partyId} className="confirmations-party" data-state={party.state}>
            <span className="confirmations-party-name">
              {party.name}（{party.role}）
            </span>
            <span className="confirmations-party-phone">{party.kind === 'partner' ? t('confirmations.partner') : party.phone}</span>
            <span className={`confirmations-state confirmations-state-${party.state}`}>{t(STATE_KEYS[party.state])}</span>
            {party.state === 'declined' && party.reason ? <p className="confirmations-reason">{t('confirmations.declinedReason', { reason: party.reason })}</p> : null}
          </li>
        ))}
      </ul>
      {sendable ? (
        <Button block color="primary" fill="outline" loading={busy} onClick={() => void send()}>
          {sentBefore ? t('confirmations.resend') : t('confirmations.send')}
        </Button>
      ) : null}
    </section>
  );
}
