import { useParams } from 'react-router-dom';
import { PageState } from '../../../components/PageState/PageState';
import { useT } from '../../../lib/i18n';
import { isInfoType } from '../api/information';
import { InfoList } from '../components/InfoList';

/** /gov/:type: the same lists for any of the five types; /gov/tzgg is the screen of the notices (tzgg). */
export default function GovPage() {
  const t = useT();
  const { type } = useParams();
  if (!isInfoType(type)) return <PageState title={t('info.typeUnknown', { type: type ?? '' })} />;
  return (
    <>
      <h2 className="visually-hidden">{t(`info.type.${type}`)}</h2>
      <InfoList key={type} type={type} listPath={`/gov/${type}`} fitWindow={type === 'laws'} />
    </>
  );
}
