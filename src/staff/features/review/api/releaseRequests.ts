import type { ReleaseRequests } from '../../../../../engine/contract/staff/review';
import { staffApi } from '../../../lib/staffApi';

export type ReleaseRequest = ReleaseRequests['requests'][number];

/** The pending claim release requests, for the supervisors (docs/decisions/0081). */
export const RELEASE_REQUESTS_KEY = '/review/releaseRequests';
export const getReleaseRequests = (key: string) => staffApi.get<ReleaseRequests>(key);
