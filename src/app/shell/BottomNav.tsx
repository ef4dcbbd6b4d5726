import { Link } from 'react-router-dom';
import type { MessageKey } from '../../../engine/i18n/translate';
import { useT } from '../../lib/i18n';
import { HallIcon, HomeIcon, UserIcon } from '../../components/icons/ShellIcons';

export type TabKey = 'home' | 'hall' | 'me';

/** Which tab a path belongs to: the business hall covers region, business and item selection. */
export function activeTab(pathname: string): TabKey | null {
  if (pathname === '/' || pathname.startsWith('/apply')) return 'home';
  if (pathname === '/seladd' || pathname === '/sel' || pathname === '/selapp') return 'hall';
  if (pathname === '/my' || pathname.startsWith('/my/')) return 'me';
  return null;
}

const TABS: Array<{ key: TabKey; to: string; label: MessageKey; Icon: typeof HomeIcon }> = [
  { key: 'home', to: '/', label: 'nav.home', Icon: HomeIcon },
  { key: 'hall', to: '/seladd', label: 'nav.hall', Icon: HallIcon },
  { key: 'me', to: '/my', label: 'nav.me', Icon: UserIcon },
];

/**
 * The fixed bottom tab bar (home / hall / me). Drawn as links in a nav landmark rather than
 * antd-mobile's TabBar (divs with click handlers) so that it is keyboard- and reader-friendly.
 */
export function BottomNav({ pathname }: { pathname: string }) {
  const t = useT();
  const active = activeTab(pathname);
  return (
    <nav className="bottom-nav" aria-label={t('shell.mainNav')}>
      {TABS.map(({ key, to, label, Icon }) => (
        <Link
          key={key}
          to={to}
          className={key === active ? 'bottom-nav-item bottom-nav-item--active' : 'bottom-nav-item'}
          aria-current={key === active ? 'page' : undefined}
        >
          <Icon size={24} />
          <span>{t(label)}</span>
        </Link>
      ))}
    </nav>
  );
}
