/** Signs a demo user in through the emulated consent (the &openid= shortcut); answers the cookie. */
export async function signInCookie(baseUrl: string, openid: string): Promise<string> {
  const state = 'bench';
  const params = new URLSearchParams({ appid: 'wxdemo0000hall', redirect_uri: `${baseUrl}/waiting`, state, openid });
  const consent = await fetch(`${baseUrl}/wechat/emulator/authorize?${params.toString()}`, { redirect: 'manual' });
  const code = new URL(consent.headers.get('location')!).searchParams.get('code')!;
  const authorized = await fetch(`${baseUrl}/wechat/api/outh2/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code, state, reqseq: 'bench' }),
  });
  return authorized.headers.getSetCookie()[0]!.split(';')[0]!;
}
