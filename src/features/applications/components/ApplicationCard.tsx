import { stateOf } from '../../../../engine/vocabulary/stateOf';
import { vocabularyOf } from '../../../../engine/vocabulary/vocabularyOf';
import { useT } from '../../../lib/i18n';
import { useSchemaRegistry } from '../../../lib/schemas/useSchemaRegistry';
import type { ApplicationListItem } from '../api/applications';
import { RejectionText } from '../../../components/RejectionText/RejectionText';

export interface ApplicationCardProps {
  item: ApplicationListItem;
  onOpen: (item: ApplicationListItem) => void;
}

/**
 * One application of /prodoing; a tap opens its actions. Spec 001 section 4: a draft shows its
 * creation time, anything else its submission time (the vocabulary's `since`); the server gives a
 * rejected one its opinion.
 */
export function ApplicationCard({ item, onOpen }: ApplicationCardProps) {
  const t = useT();
  const registry = useSchemaRegistry();
  const created = registry.data && stateOf(vocabularyOf(registry.data), item.shzt)?.since === 'created';
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
        <dt>{created ? t('applications.created') : t('applications.submitted')}</dt>
        <dd>{item.prostart}</dd>
      </dl>
      <RejectionText text={item.rejection} correction={item.correction} />
    </li>
  );
}
