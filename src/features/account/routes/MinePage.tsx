import { useState } from 'react';
import List from 'antd-mobile/es/components/list';
import Tag from 'antd-mobile/es/components/tag';
import { useNavigate } from 'react-router-dom';
import { useAppState } from '../../../app/state';
import { ChevronDownIcon } from '../../../components/icons/ShellIcons';
import { useLocale, useT } from '../../../lib/i18n';
import { isVerified, showsMyBusiness } from '../regions';
import '../account.css';

/** Personal centre (mine, /my): avatar, nickname, mobile or account, the verified badge, and the rows of spec 000 section 2. */
export default function MinePage() {
  const t = useT();
  const navigate = useNavigate();
  const { me } = useAppState();
  const { locale, setLocale } = useLocale();
  const [businessOpen, setBusinessOpen] = useState(false);
  const verified = isVerified(me);
  const subtitle = me?.mobile || me?.account || t('mine.noPhone');

  return (
    <div className="mine">
      <section className="mine-card" aria-label={t('pages.mine')}>
        <img className="mine-avatar" src={me?.headimgurl || '/icons/avatar.svg'} alt="" width={64} height={64} />
        <div className="mine-who">
          <p className="mine-nickname">{me?.nickname}</p>
          <p className="mine-subtitle">{subtitle}</p>
        </div>
        <Tag className={verified ? 'mine-badge status-tag status-tag--yes' : 'mine-badge status-tag status-tag--no'} fill="outline">
          {verified ? t('mine.verified') : t('mine.unverified')}
        </Tag>
      </section>
      <List className="mine-rows">
        <List.Item onClick={() => navigate('/userInfo')} extra={me?.mobile ? me.mobile : undefined}>
          {me?.mobile || !me?.account ? t('mine.phoneBinding') : t('mine.account')}
        </List.Item>
        {showsMyBusiness(me?.XZQDM) ? (
          <>
            <List.Item onClick={() => setBusinessOpen((open) => !open)} arrowIcon={businessOpen ? <ChevronDownIcon /> : true}>
              {t('mine.business')}
            </List.Item>
            {businessOpen ? (
              <>
                <List.Item className="mine-sub" onClick={() => navigate('/myAppointments')}>
                  {t('mine.appointments')}
                </List.Item>
                <List.Item className="mine-sub" onClick={() => navigate('/prodoing')}>
                  {t('mine.applications')}
                </List.Item>
                <List.Item className="mine-sub" onClick={() => navigate('/querycertrecord')}>
                  {t('mine.queries')}
                </List.Item>
              </>
            ) : null}
          </>
        ) : null}
        <List.Item onClick={() => navigate('/messages')}>{t('mine.messages')}</List.Item>
        <List.Item onClick={() => navigate('/feedBackList')}>{t('mine.feedback')}</List.Item>
        <List.Item onClick={() => navigate('/commonQuesList')}>{t('pages.commonQuesList')}</List.Item>
        <List.Item onClick={() => navigate('/ContactUs')}>{t('mine.contact')}</List.Item>
        {/* The language follows the browser until the person picks one here (two languages: a tap switches). */}
        <List.Item
          extra={t(locale === 'en' ? 'shell.languageEn' : 'shell.languageZh')}
          onClick={() => setLocale(locale === 'en' ? 'zh-CN' : 'en')}
        >
          {t('common.language')}
        </List.Item>
        <List.Item onClick={() => navigate('/my/logout')}>{t('pages.logout')}</List.Item>
      </List>
    </div>
  );
}
