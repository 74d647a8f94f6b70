import { Button, Stack, Text } from '@mantine/core';
import { IconBrandGithub, IconBrandGoogle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify.ts';
import type { SetupState } from '../../lib/session.ts';
import { type SocialProvider as Provider, socialSignInUrl } from './social-sign-in.ts';

/**
 * Continue with Google / GitHub. A provider the store has not configured shows as disabled, with the
 * reason in words under the buttons (linked to each button by aria-describedby).
 */
export function SocialButtons({
  providers,
  mode,
}: {
  providers: SetupState['socialProviders'] | undefined;
  mode: 'login' | 'register';
}) {
  const { t } = useTranslation();
  const start = useMutation({
    mutationFn: socialSignInUrl,
    onSuccess: (url, provider) => {
      if (url) window.location.assign(url);
      else failed(provider);
    },
    onError: (err, provider) => failed(provider, err.message),
  });

  function failed(provider: Provider, message?: string) {
    notify.error({
      title: mode === 'login' ? t('social.loginFailedTitle') : t('social.registerFailedTitle'),
      message: message || (provider === 'google' ? t('social.googleFailed') : t('social.githubFailed')),
    });
  }

  const items = [
    {
      id: 'google' as const,
      icon: IconBrandGoogle,
      label: mode === 'login' ? t('social.google') : t('social.signUpGoogle'),
      unavailable: t('social.googleUnavailable'),
    },
    {
      id: 'github' as const,
      icon: IconBrandGithub,
      label: mode === 'login' ? t('social.github') : t('social.signUpGithub'),
      unavailable: t('social.githubUnavailable'),
    },
  ];

  return (
    <Stack gap="xs">
      {items.map(({ id, icon: Icon, label }) => {
        const available = providers?.[id] ?? false;
        return (
          <Button
            key={id}
            variant="default"
            fullWidth
            leftSection={<Icon size={18} stroke={1.7} />}
            disabled={!available || start.isPending}
            loading={start.isPending && start.variables === id}
            aria-describedby={available ? undefined : `social-${id}-unavailable`}
            onClick={() => start.mutate(id)}
          >
            {label}
          </Button>
        );
      })}
      {providers &&
        items
          .filter(({ id }) => !providers[id])
          .map(({ id, unavailable }) => (
            <Text key={id} id={`social-${id}-unavailable`} size="xs" c="dimmed" ta="center">
              {unavailable}
            </Text>
          ))}
    </Stack>
  );
}
