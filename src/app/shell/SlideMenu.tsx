import Popup from 'antd-mobile/es/components/popup';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { LOCALES, type Locale, type MessageKey } from '../../../engine/i18n/translate';
import { useLocale, useT } from '../../lib/i18n';
import { CloseIcon } from '../../components/icons/ShellIcons';
import { MODS_INFO_KEY, getModsInfo, type SystemEntry } from '../../features/systems/api/systems';

export interface SlideMenuProps {
  visible: boolean;
  onClose: () => void;
  /** Called after the popup closed, to give focus back to the menu button. */
  afterClose?: () => void;
}

const LANGUAGE_LABEL: Record<Locale, MessageKey> = { 'zh-CN': 'shell.languageZh', en: 'shell.languageEn' };

/** The slide menu of the top bar: the four systems (spec 000 section 2) and the language switch. */
export default function SlideMenu({ visible, onClose, afterClose }: SlideMenuProps) {
  const t = useT();
  const { locale, setLocale } = useLocale();
  const navigate = useNavigate();
  const closeRef = useRef<HTMLButtonElement>(null);
  const { data, error, mutate } = useSWR(visible ? MODS_INFO_KEY : null, getModsInfo, { revalidateOnFocus: false });

  const open = (system: SystemEntry) => {
    onClose();
    // /user is this app: go home. The others go to their path, which opens the staff app or says it is not open yet.
    navigate(system.code === 'user' || system.path === '/user' ? '/' : system.path);
  };

  return (
    <Popup
      visible={visible}
      position="left"
      onMaskClick={onClose}
      onClose={onClose}
      afterShow={() => closeRef.current?.focus()}
      afterClose={afterClose}
      bodyClassName="slide-menu"
    >
      <div role="dialog" aria-modal="true" aria-labelledby="slide-menu-title" className="slide-menu-inner">
        <div className="slide-menu-head">
          <h2 id="slide-menu-title" className="slide-menu-title">
            {t('app.name')}
          </h2>
          <button ref={closeRef} type="button" className="topbar-button slide-menu-close" aria-label={t('shell.closeMenu')} onClick={onClose}>
            <CloseIcon size={20} />
          </button>
        </div>

        <h3 className="slide-menu-section">{t('shell.systems')}</h3>
        {data ? (
          <ul className="slide-menu-list">
            {data.systems.map((system) => {
              const current = system.code === data.current;
              return (
                <li key={system.code}>
                  <button
                    type="button"
                    className={current ? 'slide-menu-item slide-menu-item--current' : 'slide-menu-item'}
                    aria-current={current ? 'true' : undefined}
                    onClick={() => open(system)}
                  >
                    <span>{t(system.titleKey)}</span>
                    {current ? <span className="slide-menu-badge">{t('shell.currentSystem')}</span> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        ) : error ? (
          <button type="button" className="slide-menu-item" onClick={() => void mutate()}>
            {t('common.retry')}
          </button>
        ) : (
          <p className="slide-menu-note">{t('common.loading')}</p>
        )}

        <h3 className="slide-menu-section" id="slide-menu-language">
          {t('common.language')}
        </h3>
        <div role="radiogroup" aria-labelledby="slide-menu-language" className="slide-menu-list">
          {LOCALES.map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={option === locale}
              lang={option}
              className={option === locale ? 'slide-menu-item slide-menu-item--current' : 'slide-menu-item'}
              onClick={() => setLocale(option)}
            >
              {t(LANGUAGE_LABEL[option])}
            </button>
          ))}
        </div>
      </div>
    </Popup>
  );
}
