import type { MessagingApp } from '../../messaging-app/messagingApp';
import type { UserRepository } from '../../users/userRepository';
import { HttpError } from '../../http/httpError';

// The messaging-app profile (nickname, avatar) is refreshed when older than a day.
const PROFILE_STALE_MS = 86_400_000;

export type CodeRefusalMessage = (reason: 'codeInvalid' | 'codeExpired' | 'stateMismatch') => string;

/** The login flow of spec 000 section 4: authorise, then newUser or oldUser (refresh or not). */
export function createIdentityService(users: UserRepository, messagingApp: MessagingApp) {
  return {
    async authorize(code: string, refusal: CodeRefusalMessage) {
      const exchanged = await messagingApp.exchangeCode(code);
      if (!exchanged.ok) throw new HttpError(400, refusal(exchanged.reason));
      const existing = await users.find(exchanged.openid);
      return { openid: exchanged.openid, type: existing ? ('oldUser' as const) : ('newUser' as const) };
    },

    async addNewUser(openid: string, notFound: string) {
      const profile = await messagingApp.fetchProfile(openid);
      if (!profile) throw new HttpError(404, notFound);
      await users.insertIfAbsent(profile);
      return (await users.find(openid))!;
    },

    async checkOldUser(openid: string, notFound: string) {
      const user = await users.find(openid);
      if (!user) throw new HttpError(404, notFound);
      const stale = Date.now() - user.profile_refreshed_at.getTime() > PROFILE_STALE_MS;
      return { refresh: stale ? ('refreshUser' as const) : ('noRefresh' as const) };
    },

    async refreshUser(openid: string, notFound: string) {
      const [user, profile] = await Promise.all([users.find(openid), messagingApp.fetchProfile(openid)]);
      if (!user || !profile) throw new HttpError(404, notFound);
      await users.updateSnapshot(openid, profile.nickname, profile.headimgurl);
      return (await users.find(openid))!;
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
