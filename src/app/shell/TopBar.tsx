import { forwardRef } from 'react';
import { useT } from '../../lib/i18n';
import { MenuIcon, RefreshIcon } from '../../components/icons/ShellIcons';

export interface TopBarProps {
  title: string;
  showMenu: boolean;
  menuOpen: boolean;
  onMenu: () => void;
  showRefresh: boolean;
  onRefresh: () => void;
}

/** The top bar: menu button (slide menu of systems), the page title, and the refresh icon where allowed. */
export const TopBar = forwardRef<HTMLButtonElement, TopBarProps>(function TopBar(
  { title, showMenu, menuOpen, onMenu, showRefresh, onRefresh },
  menuButtonRef,
) {
  const t = useT();
  return (
    <header className="topbar">
      {showMenu ? (
        <button
          ref={menuButtonRef}
          type="button"
          className="topbar-button"
          aria-label={t('shell.menu')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={onMenu}
        >
          <MenuIcon size={22} />
        </button>
      ) : (
        <span className="topbar-spacer" aria-hidden="true" />
      )}
      <h1 className="topbar-title">{title}</h1>
      {showRefresh ? (
        <button type="button" className="topbar-button" aria-label={t('shell.refresh')} onClick={onRefresh}>
          <RefreshIcon size={22} />
        </button>
      ) : (
        <span className="topbar-spacer" aria-hidden="true" />
      )}
    </header>
  );
});
