import { useNavigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { newReqseq } from '../../../lib/api/reqseq';
import { LoadFailed } from '../../../components/LoadFailed/LoadFailed';
import { getApplyType } from '../api/selection';
import { pathWith } from '../flowQuery';
import '../filing.css';

/** Business selection (/sel): one column of business types with picture and name; a tap goes to /selapp. */
export default function BusinessTypePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data, error, mutate } = useSWR('filing:types', getApplyType);

  if (error && !data) return <LoadFailed error={error} retry={() => void mutate()} />;
  if (!data) return null;
  return (
    <ul className="filing-types">
      {data.map((type) => (
        <li key={type.examplerange}>
          <button
            type="button"
            className="filing-type"
            onClick={() =>
              navigate(
                pathWith('/selapp', {
                  reqseq: newReqseq(),
                  xzqdm: params.get('xzqdm'),
                  sfqy: '1',
                  yhlx: '0',
                  dylx: type.examplerange,
                  appointment: params.get('appointment'),
                }),
              )
            }
          >
            <img src={type.imgpath} alt="" width={48} height={48} />
            <span>{type.examplename}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
