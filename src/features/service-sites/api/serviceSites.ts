import { api } from '../../../lib/api/client';

/** A registration centre as a service site (spec 001 section 3, Area). */
export interface ServiceSite {
  areaId: string;
  areaName: string;
  address: string;
  worktime: string;
  phone: string;
  lat: number | null;
  lng: number | null;
}

export interface DownloadItem {
  fileName: string;
  fileAlias: string;
}

export const listServiceSites = () => api.get<ServiceSite[]>('/online/public/appointment/area/');
export const listDownloads = (xzqdm: string, searchValue: string) => api.post<DownloadItem[]>('/online/wx/apilist/getZlxzList', { xzqdm, searchValue });
/** The download address of spec 001 section 7.1. */
export const downloadUrl = (alias: string) => `/online/platform/cms/file/index_download?name=${encodeURIComponent(alias)}`;
