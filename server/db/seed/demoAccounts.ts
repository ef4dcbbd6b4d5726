/**
 * The demo people a tester can sign in as on the emulated consent page (listed in the README).
 * Their ID numbers are valid by the check-digit rule but belong to nobody.
 */
export interface DemoAccount {
  openid: string;
  nickname: string;
  /** Absent for the new user: they have a messaging-app account but have never used the hall. */
  user?: {
    name: string | null;
    cardnum: string | null;
    phone: string | null;
    usertype: '0' | '1';
    realNameAuth: boolean;
    xzqdm: string;
    account?: string;
  };
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { openid: 'demo-new-user', nickname: '新用户小王' },
  {
    openid: 'demo-verified',
    nickname: '张建国',
    user: { name: '张建国', cardnum: '130402198503151231', phone: '13812345678', usertype: '0', realNameAuth: true, xzqdm: '130400' },
  },
  {
    openid: 'demo-unverified',
    nickname: '李秀英',
    user: { name: '李秀英', cardnum: '130402199007082649', phone: '13912345678', usertype: '0', realNameAuth: false, xzqdm: '130400' },
  },
  {
    openid: 'demo-enterprise',
    nickname: '冀南置业',
    user: {
      name: '邯郸冀南置业有限公司',
      cardnum: '91130400MA0D8XYZ1K',
      phone: '13731001234',
      usertype: '1',
      realNameAuth: true,
      xzqdm: '130400',
      account: 'jinanzhiye',
    },
  },
];
