import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { useT } from '../../../lib/i18n';
import { listApplications, type BookableApplication } from '../api/appointments';
import '../appointments.css';

/** Where a rejected or revoked application is changed and filed again: the /prodoing tabs 驳回 and 未提交. */
const CHANGE_TAB: Partial<Record<BookableApplication['stage'], number>> = { rejected: 3, revoked: 0 };

/**
 * Online appointment (yuyue): the citizen's numbered applications with where each stands, each to
 * book (kyy 1), its slip (kyy 2), or, rejected or revoked, to change in the application list.
 */
export default function ApplicationAppointmentsPage() {
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
            <p className={`apt-stage apt-stage-${application.stage}`}>
              {t('appoint.status')}：{t(`appoint.stage.${application.stage}` as const)}
            </p>
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
            ) : application.stage in CHANGE_TAB ? (
              <Button size="small" color="primary" fill="outline" onClick={() => navigate(`/prodoing?tab=${CHANGE_TAB[application.stage]}`)}>
                {t('appoint.toApplication')}
              </Button>
            ) : null}
          </div>
        </section>
      ))}
    </div>
  );
}
