import { useT } from '../../../lib/i18n';
import type { ApplicationListItem } from '../api/applications';
import { RejectionText } from '../../../components/RejectionText/RejectionText';

/** Spec 001 section 4: a draft shows its creation time, anything else its submission time; the server gives a rejected one its opinion. */
const DRAFT_SHZT = -1;

export interface ApplicationCardProps {
  item: ApplicationListItem;
  onOpen: (item: ApplicationListItem) => void;
}

/** One application of /prodoing; a tap opens its actions. */
export function ApplicationCard({ item, onOpen }: ApplicationCardProps) {
  const t = useT();
  return (
    <li className="applications-card applications-item">
      <button type="button" className="applications-item-button" aria-haspopup="dialog" onClick={() => onOpen(item)}>
        <span className="applications-item-name">{item.name}</span>
      </button>
      <dl className="applications-fields">
        <dt>{t('applications.number')}</dt>
        <dd>{item.prolsh || t('applications.noNumber')}</dd>
        <dt>{t('applications.businessType')}</dt>
        <dd>{item.djlx_name}</dd>
        <dt>{t('applications.place')}</dt>
        <dd>{item.areaname}</dd>
        <dt>{t('applications.creator')}</dt>
        <dd>{item.user_name}</dd>
        <dt>{item.shzt === DRAFT_SHZT ? t('applications.created') : t('applications.submitted')}</dt>
        <dd>{item.prostart}</dd>
      </dl>
      <RejectionText text={item.rejection} />
    </li>
  );
}
