import { Component, type ErrorInfo, type ReactNode } from 'react';
import { translate } from '../../../engine/i18n/translate';
import { getLocale } from '../../lib/i18n/locale';
import { ErrorScreen } from './RouteError';

/** The last safety net around the whole app (providers included). */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const locale = getLocale();
    return (
      <ErrorScreen
        title={translate(locale, 'shell.errorTitle')}
        hint={translate(locale, 'shell.errorHint')}
        reload={translate(locale, 'common.reload')}
      />
    );
  }
}
