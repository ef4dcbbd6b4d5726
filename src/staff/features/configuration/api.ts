import type { ConfigChange, ConfigCheckResult, ConfigImpact, ConfigProblem, ConfigPublished, ConfigVersionFiles, ConfigVersionRow } from '../../../../engine/contract/staff/configuration';
import { ApiError } from '../../../lib/api/apiError';
import { staffApi } from '../../lib/staffApi';

export type { ConfigChange, ConfigImpact, ConfigProblem, ConfigPublished, ConfigVersionFiles, ConfigVersionRow };

/** A configuration folder as the calls carry it: path relative to the folder → parsed JSON. */
export type ConfigFiles = Record<string, unknown>;

export const VERSIONS_KEY = '/configuration/versions';
export const getVersions = () => staffApi.get<ConfigVersionRow[]>(VERSIONS_KEY);
export const versionKey = (number: number) => `/configuration/versions/${number}`;
export const getVersion = (key: string) => staffApi.get<ConfigVersionFiles>(key);

export const checkCandidate = (files: ConfigFiles) => staffApi.post<ConfigCheckResult>('/configuration/check', { files });
export const impactOf = (files: ConfigFiles, against?: number) => staffApi.post<ConfigImpact>('/configuration/impact', { files, ...(against === undefined ? {} : { against }) });
/** A dry run answers the impact and stores nothing; a publish answers the new version's number with it. */
export const dryRun = (files: ConfigFiles, note: string) => staffApi.post<ConfigImpact>('/configuration/publish', { files, note, dryRun: true });
export const publish = (files: ConfigFiles, note: string) => staffApi.post<ConfigPublished>('/configuration/publish', { files, note });
export const rollback = (number: number, note: string) => staffApi.post<ConfigPublished>(`/configuration/versions/${number}/rollback`, note ? { note } : {});

export const diffKey = (from: number, to: number) => ['/configuration/diff', from, to] as const;
export const getDiff = ([path, from, to]: ReturnType<typeof diffKey>) => staffApi.get<{ changes: ConfigChange[] }>(path, { from, to });

/** The check's findings a refused publish carries (400 with `problems`), or none for any other failure. */
export function refusalProblems(error: unknown): ConfigProblem[] {
  if (!(error instanceof ApiError)) return [];
  const data = (error.body as { data?: { problems?: unknown } } | null)?.data;
  return Array.isArray(data?.problems) ? (data.problems as ConfigProblem[]) : [];
}
