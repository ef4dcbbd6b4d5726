import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { useT } from '../../../lib/i18n';
import { listApplications } from '../api/appointments';
import '../appointments.css';

/** Online appointment (yuyue): the citizen's numbered applications, each to book (kyy 1) or its slip (kyy 2). */
export default function YuyuePage() {
  const t = useT();
  const navigate = useNavigate();
  const { data } = useSWR('appointment-applications', listApplications);
  if (!data) return null;
  return (
    <div className="apt-page">
      {data.length === 0 ? <p className="apt-empty">{t('appoint.empty')}</p> : null}
      {data.map((application) => (
        <section key={application.id} className="apt-card apt-application">
          <div>
            <h2>{application.name}</h2>
            <p>
              {t('appoint.wlsh')}：{application.prolsh}
            </p>
            {application.areaname ? <p>{application.areaname}</p> : null}
          </div>
          <div className="apt-actions">
            {application.kyy === 2 ? (
              <Button size="small" color="primary" fill="outline" onClick={() => navigate(`/yuyueDetail?wlsh=${encodeURIComponent(application.prolsh)}`)}>
                {t('appoint.view')}
              </Button>
            ) : application.kyy === 1 ? (
              <Button size="small" color="primary" onClick={() => navigate(`/yuyueForm?proinstid=${encodeURIComponent(application.id)}&prolsh=${encodeURIComponent(application.prolsh)}`)}>
                {t('appoint.book')}
              </Button>
            ) : null}
          </div>
        </section>
      ))}
    </div>
  );
}
