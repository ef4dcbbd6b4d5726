import type { Application } from '../filing/application';
import { api } from './client';

/**
 * getApply, an application's detail, fetched under one swr key by every screen that shows it: the
 * filing pages, the application's detail and its record previews, and the early calls beside the
 * sign-in check. A save on one screen refreshes what the others show (the key was two, one per
 * feature, and a save in filing left the detail stale).
 */
export const applicationKey = (slsqId: string) => ['application', slsqId] as const;

export interface GetApplyOptions {
  /** The screen shows a failure itself (default false: the client toasts it). */
  silent?: boolean;
  /** Count the call in the loading toast (default true). */
  counted?: boolean;
  /** False for the early call beside the sign-in check (see the API client; default true). */
  signInOnExpiry?: boolean;
}

export function getApply(slsqId: string, { silent = false, counted = true, signInOnExpiry = true }: GetApplyOptions = {}): Promise<Application> {
  return api.post<Application>('/online/wx/apilist/getApply', { slsqId }, { silent, loading: counted, signInOnExpiry });
}
