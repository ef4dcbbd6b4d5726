import { Link } from 'react-router-dom';
import type { MessageKey } from '../../../engine/i18n/translate';
import { useT } from '../../lib/i18n';
import { HallIcon, HomeIcon, UserIcon } from '../../components/icons/ShellIcons';

export type TabKey = 'home' | 'hall' | 'me';

/** The filing flow the hall tab leads into: region, business type, business, notice, fill pages, upload. */
const HALL_PATHS = new Set(['/seladd', '/sel', '/selapp', '/apply', '/upload']);

/**
 * Which tab a path belongs to: the business hall covers the filing flow; an application's detail
 * pages (/applyDetail…, reached from the list) belong to no tab, as the list itself.
 */
export function activeTab(pathname: string): TabKey | null {
  if (pathname === '/') return 'home';
  if (HALL_PATHS.has(pathname) || pathname.startsWith('/info/')) return 'hall';
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
