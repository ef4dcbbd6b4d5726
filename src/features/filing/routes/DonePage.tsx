import { useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import { PageState } from '../../../components/PageState/PageState';
import { FilingSteps } from '../components/FilingSteps';
import '../filing.css';

/** The done step (route ok): the step line finished, and the way to the application list or home. */
export default function DonePage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const appointment = params.get('appointment') === '1' ? '1' : '0';
  return (
    <div className="filing-done">
      <FilingSteps current="done" appointment={appointment} />
      <PageState
        live
        title={t('filing.submitted')}
        description={t('filing.submittedNote')}
        action={{ label: t('filing.toList'), onClick: () => navigate(`/prodoing?yytype=${appointment === '1'}`) }}
        secondaryAction={{ label: t('filing.toHome'), onClick: () => navigate('/') }}
      />
    </div>
  );
}
