import { api } from '../../../lib/api/client';

/** A home menu (spec 000 section 3): first-level menus hold their tiles in secondmenus. */
export interface WxMenu {
  id: string | number;
  menuname: string;
  imgpath: string;
  bz: string;
  url: string;
  menutype: string;
  secondmenus?: WxMenu[];
}

export const MENUS_KEY = 'online/wx/apilist/GetWxMenu';

/** POST /online/wx/apilist/GetWxMenu (errcode envelope). */
export function getWxMenu(): Promise<WxMenu[]> {
  return api.post<WxMenu[]>('/online/wx/apilist/GetWxMenu', {});
}
