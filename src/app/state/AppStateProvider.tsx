import { createContext, useContext, useReducer, type Dispatch, type ReactNode } from 'react';
import { appReducer, initialAppState, type AppAction, type AppState } from './appState';

const StateContext = createContext<AppState>(initialAppState);
const DispatchContext = createContext<Dispatch<AppAction>>(() => undefined);

/** A small React context store; state and dispatch are separate so dispatchers do not re-render. */
export function AppStateProvider({ children, initial = initialAppState }: { children: ReactNode; initial?: AppState }) {
  const [state, dispatch] = useReducer(appReducer, initial);
  return (
    <DispatchContext.Provider value={dispatch}>
      <StateContext.Provider value={state}>{children}</StateContext.Provider>
    </DispatchContext.Provider>
  );
}

export function useAppState(): AppState {
  return useContext(StateContext);
}

export function useAppDispatch(): Dispatch<AppAction> {
  return useContext(DispatchContext);
}
