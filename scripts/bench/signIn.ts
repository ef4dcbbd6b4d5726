/**
 * Signs a demo user in through the emulated consent (the &openid= shortcut); answers the cookie.
 * The state is the one the hall gives this "browser" in a 401, with its hall_signin cookie.
 */
export async function signInCookie(baseUrl: string, openid: string): Promise<string> {
  const refused = await fetch(`${baseUrl}/api/app/appinfo`);
  const stateCookie = refused.headers.getSetCookie().find((line) => line.startsWith('hall_signin='))!.split(';')[0]!;
  const state = new URL(((await refused.json()) as { data: { url: string } }).data.url, baseUrl).searchParams.get('state')!;
  const params = new URLSearchParams({ appid: 'wxdemo0000hall', redirect_uri: `${baseUrl}/waiting`, state, openid });
  const consent = await fetch(`${baseUrl}/wechat/emulator/authorize?${params.toString()}`, { redirect: 'manual' });
  const code = new URL(consent.headers.get('location')!).searchParams.get('code')!;
  const authorized = await fetch(`${baseUrl}/wechat/api/outh2/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: stateCookie },
    body: JSON.stringify({ code, state, reqseq: 'bench' }),
  });
  return authorized.headers.getSetCookie().find((line) => line.startsWith('hall_sid='))!.split(';')[0]!;
}
