import { useState } from 'react';
import SideBar from 'antd-mobile/es/components/side-bar';
import List from 'antd-mobile/es/components/list';
import { useNavigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { useT } from '../../../lib/i18n';
import { showAlert } from '../../../components/feedback/dialogs';
import { LoadFailed } from '../../../components/LoadFailed/LoadFailed';
import { PageState } from '../../../components/PageState/PageState';
import { getUserType, initSel, type SubBusiness } from '../api/selection';
import { pathWith } from '../flowQuery';
import '../filing.css';

/**
 * Businesses (/selapp): parent categories on the left, their sub-businesses on the right. A
 * business for enterprises (yhlx 1) checks the account type first; a personal account gets the
 * notice of spec 001 section 2.1 and stays here.
 */
export default function BusinessPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = {
    xzqdm: params.get('xzqdm') ?? '',
    sfqy: params.get('sfqy') ?? '1',
    yhlx: params.get('yhlx') ?? '0',
    dylx: params.get('dylx') ?? '',
  };
  const appointment = params.get('appointment') === '1' ? '1' : '0';
  const { data, error, mutate } = useSWR(['filing:selList', query.xzqdm, query.sfqy, query.yhlx, query.dylx], () => initSel(query));
  const [active, setActive] = useState<string | null>(null);

  async function choose(business: SubBusiness) {
    if (business.yhlx === '1' && (await getUserType()) !== '1') {
      await showAlert(t('proinst.enterpriseOnly'));
      return;
    }
    const { id, prodef_name: name, djlx, qllx, code } = business;
    navigate(pathWith('/apply', { appointment, id, name, djlx, qllx, code, xzqdm: query.xzqdm }));
  }

  if (error && !data) return <LoadFailed error={error} retry={() => void mutate()} />;
  if (!data) return null;
  if (data.length === 0) return <PageState title={t('filing.noBusiness')} />;
  const parent = data.find((candidate) => candidate.Id === active) ?? data[0]!;
  return (
    <div className="filing-selapp">
      <SideBar activeKey={parent.Id} onChange={setActive} className="filing-parents">
        {data.map((candidate) => (
          <SideBar.Item key={candidate.Id} title={candidate.Prodef_name} />
        ))}
      </SideBar>
      <List className="filing-businesses" aria-label={parent.Prodef_name}>
        {parent.Prodefs.map((business) => (
          <List.Item key={business.id} onClick={() => void choose(business)}>
            {business.prodef_name}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
