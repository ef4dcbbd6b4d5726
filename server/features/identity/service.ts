import type { MessagingApp } from '../../messaging-app/messagingApp';
import type { UserRepository } from '../../users/userRepository';
import { refuse } from '../../domain/refusal';

// The messaging-app profile (nickname, avatar) is refreshed when older than a day.
const PROFILE_STALE_MS = 86_400_000;

// What the messaging app's code exchange refused, in the citizen's words.
const CODE_REFUSALS = { codeInvalid: 'errors.codeInvalid', codeExpired: 'errors.codeExpired', stateMismatch: 'errors.stateMismatch' } as const;

/** The login flow of spec 000 section 4: authorise, then newUser or oldUser (refresh or not). */
export function createIdentityService(users: UserRepository, messagingApp: MessagingApp) {
  return {
    async authorize(code: string) {
      const exchanged = await messagingApp.exchangeCode(code);
      if (!exchanged.ok) refuse('invalid', CODE_REFUSALS[exchanged.reason]);
      const existing = await users.find(exchanged.openid);
      return { openid: exchanged.openid, type: existing ? ('oldUser' as const) : ('newUser' as const) };
    },

    async addNewUser(openid: string) {
      const profile = await messagingApp.fetchProfile(openid);
      if (!profile) refuse('notFound', 'errors.userNotFound');
      await users.insertIfAbsent(profile);
      return (await users.find(openid))!;
    },

    async checkOldUser(openid: string) {
      const user = await users.find(openid);
      if (!user) refuse('notFound', 'errors.userNotFound');
      const stale = Date.now() - user.profile_refreshed_at.getTime() > PROFILE_STALE_MS;
      return { refresh: stale ? ('refreshUser' as const) : ('noRefresh' as const) };
    },

    async refreshUser(openid: string) {
      const [user, profile] = await Promise.all([users.find(openid), messagingApp.fetchProfile(openid)]);
      if (!user || !profile) refuse('notFound', 'errors.userNotFound');
      await users.updateSnapshot(openid, profile.nickname, profile.headimgurl);
      return (await users.find(openid))!;
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
