import { createContext, useContext } from 'react';
import type { StaffMe } from '../../../engine/contract/staff/session';

/** The signed-in member, for pages under the layout. */
export const StaffContext = createContext<StaffMe | null>(null);

export const useStaffMe = () => useContext(StaffContext);
