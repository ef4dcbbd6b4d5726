/** The signed-in user as /api/app/appinfo answers it (spec 000 section 3, "Me"). */
export interface Me {
  openid: string;
  appid: string;
  nickname: string;
  headimgurl: string;
  /** Masked. */
  mobile: string;
  account: string;
  name: string;
  /** Masked. */
  CARDNUM: string;
  /** Region code. */
  XZQDM: string;
  isRealNameAuth: 'true' | 'false';
  realNameAuthentication: 1 | 0;
  usertype: number | string;
}

export interface Banner {
  title: string;
  image: string;
  url: string;
}

export interface AppInfo {
  name: string;
  appid: string;
  /** The registry's region (the server's REGISTRY_REGION_CODE): a list for no region of the user's is for it. */
  defaultRegion: string;
  banners: Banner[];
}

export interface AppInfoAnswer {
  app: AppInfo;
  me: Me;
  stat: { serverTime: string | number };
}

/** The messaging-app side of the app (what the original kept as wxinfo). */
export interface WxInfo {
  appid: string;
  name: string;
}
