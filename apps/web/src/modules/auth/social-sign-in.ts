import { api } from '../../lib/api.ts';

export type SocialProvider = 'google' | 'github';

export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['google', 'github'];

/**
 * Asks the server where to send the browser to sign in with `provider` (Better Auth's social flow).
 * Undefined when the server answered without an address.
 */
export async function socialSignInUrl(provider: SocialProvider): Promise<string | undefined> {
  const answer = await api.post<{ url?: string; redirect?: boolean }>('/api/auth/sign-in/social', {
    provider,
  });
  return answer.url;
}
