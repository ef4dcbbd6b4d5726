import type { AppInfoAnswer, Banner, Me, WxInfo } from './types';

/**
 * Application-wide state (spec 000 section 3): readiness flag, me, openid, wxinfo, banners, the
 * registry's region and the loading counter. Feature data (feedback, certificates, guides ...) lives in swr caches.
 */
export interface AppState {
  ready: boolean;
  me: Me | null;
  openid: string | null;
  wxinfo: WxInfo | null;
  banners: Banner[];
  /** The registry's region, as the server is configured (app info's defaultRegion). */
  region: string;
  /** Requests under way that the shell's loading toast counts. */
  loading: number;
}

export type AppAction =
  | { type: 'initialised'; info: AppInfoAnswer }
  | { type: 'setMe'; me: Me }
  | { type: 'loading'; delta: 1 | -1 }
  | { type: 'reset' };

export const initialAppState: AppState = { ready: false, me: null, openid: null, wxinfo: null, banners: [], region: '', loading: 0 };

export function appReducer(state: AppState, action: AppAction): AppState {
  switch (action.type) {
    case 'initialised': {
      const { app, me } = action.info;
      return {
        ...state,
        ready: true,
        me,
        openid: me.openid,
        wxinfo: { appid: app.appid, name: app.name },
        banners: Array.isArray(app.banners) ? app.banners : [],
        region: app.defaultRegion,
      };
    }
    case 'setMe':
      return { ...state, me: action.me, openid: action.me.openid };
    case 'loading':
      return { ...state, loading: Math.max(0, state.loading + action.delta) };
    case 'reset':
      return { ...initialAppState, loading: state.loading };
  }
}
