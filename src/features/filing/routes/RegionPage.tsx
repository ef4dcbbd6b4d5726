import { useState } from 'react';
import List from 'antd-mobile/es/components/list';
import { useNavigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { newReqseq } from '../../../lib/api/reqseq';
import { useT } from '../../../lib/i18n';
import { LoadFailed } from '../../../components/LoadFailed/LoadFailed';
import { useAppState } from '../../../app/state';
import { getAddressList } from '../api/selection';
import { pathWith } from '../flowQuery';
import '../filing.css';

/** Region selection (seladd): the cities of the region list, each expanding to its districts; a tap goes to /sel. */
export default function RegionPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const appointment = params.get('appointment') ?? undefined;
  const { region } = useAppState();
  const { data, error, mutate } = useSWR(['filing:regions', region], () => getAddressList(region));
  const [open, setOpen] = useState<string | null>(null);
  const pick = (xzqdm: string) => navigate(pathWith('/sel', { reqseq: newReqseq(), xzqdm, appointment }));

  if (error && !data) return <LoadFailed error={error} retry={() => void mutate()} />;
  if (!data) return null;
  return (
    <List className="filing-regions" header={data.xzqmc}>
      {data.cityxzq.map((city) => (
        <div key={city.xzqdm} className="filing-region">
          <List.Item
            onClick={() => pick(city.xzqdm)}
            extra={
              (city.districtxzq ?? []).length > 0 ? (
                <button
                  type="button"
                  className="filing-region-toggle"
                  aria-expanded={open === city.xzqdm}
                  onClick={(event) => {
                    event.stopPropagation();
                    setOpen(open === city.xzqdm ? null : city.xzqdm);
                  }}
                >
                  {open === city.xzqdm ? t('filing.collapseDistricts') : t('filing.expandDistricts')}
                </button>
              ) : undefined
            }
            arrowIcon={false}
          >
            {city.xzqmc}
          </List.Item>
          {open === city.xzqdm
            ? (city.districtxzq ?? []).map((district) => (
                <List.Item key={district.xzqdm} className="filing-district" onClick={() => pick(district.xzqdm)}>
                  {district.xzqmc}
                </List.Item>
              ))
            : null}
        </div>
      ))}
    </List>
  );
}
