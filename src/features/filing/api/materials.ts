import { api } from '../../../lib/api/client';

/** The attachment calls of /upload (docs/filing-selection-api.md, "Materials"). */

const APILIST = '/online/wx/apilist';

export interface Material {
  id: string;
  datuminst_id: string;
  url: string;
  thumbUrl: string;
}

export interface MaterialGroup {
  /** The group instance id, the materialId of the upload calls. */
  id: string;
  name: string;
  /** What to photograph for the group (its help text, schemas/attachments). */
  help?: string;
  /** 是 when the group needs at least one picture. */
  required: string;
  pro_attachment: Material[];
}

export const materialsKey = (slsqId: string) => ['filing:materials', slsqId] as const;

/** `signInOnExpiry: false` for the early call beside the sign-in check (uncounted in the loading toast, not wired up then). */
export async function getUploadType(slsqId: string, { signInOnExpiry = true } = {}): Promise<MaterialGroup[]> {
  const options = signInOnExpiry ? {} : { loading: false, signInOnExpiry };
  const data = await api.post<{ datuminstInfo: MaterialGroup[] }>(`${APILIST}/getUploadType`, { slsqId, sfhqmx: '0' }, options);
  return data.datuminstInfo ?? [];
}

/** downloadPicFromWXServer: the server fetches the picture uploadImage gave a serverId and files it under the group. */
export function downloadPicFromWXServer(serverId: string, materialId: string): Promise<Material> {
  return api.post<Material>(`${APILIST}/downloadPicFromWXServer`, { serverId, materialId }, { loading: false });
}

export function delSinglePic(fileid: string): Promise<unknown> {
  return api.post(`${APILIST}/delSinglePic`, { fileid });
}
