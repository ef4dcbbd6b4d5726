export { AppStateProvider, useAppState, useAppDispatch } from './AppStateProvider';
export { appReducer, initialAppState, type AppState, type AppAction } from './appState';
export type { Me, Banner, AppInfo, AppInfoAnswer, WxInfo } from './types';
