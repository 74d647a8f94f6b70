import { Center, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fullName, meQuery, setupQuery } from '../../../lib/session.ts';

/** Seed 000 §9: redirect 2 s after success, 3 s after failure. */
export const CALLBACK_SUCCESS_MS = 2000;
export const CALLBACK_FAILURE_MS = 3000;

type Phase = { kind: 'working' } | { kind: 'success'; lines: string[] } | { kind: 'failed'; message: string };

/** The error codes better-auth appends to the callback address, in words. */
export function callbackErrorMessage(t: TFunction, code: string, fromVerify: boolean): string {
  const c = code.toUpperCase();
  if (c === 'INVALID_TOKEN' || c === 'TOKEN_EXPIRED' || c === 'EXPIRED_TOKEN')
    return t('callback.invalidLink');
  if (c === 'USER_NOT_FOUND') return t('callback.userNotFound');
  if (c === 'AUTH_ACCOUNT_PENDING_APPROVAL') return t('callback.pendingApproval');
  if (c === 'AUTH_ACCOUNT_INACTIVE') return t('callback.inactive');
  if (c === 'API_MAINTENANCE') return t('callback.maintenance');
  return fromVerify ? t('callback.invalidLink') : t('callback.providerFailed');
}

/** Where e-mail verification links and social sign-in come back to. */
export function AuthCallbackScreen({
  search,
}: {
  search: { from?: string; error?: string; refused?: string };
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ kind: 'working' });

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fromVerify = search.from === 'verify';
    const finish = (next: Phase, to: '/' | '/login', ms: number) => {
      if (cancelled) return;
      setPhase(next);
      timer = setTimeout(() => void navigate({ to, replace: true }), ms);
    };

    if (search.error) {
      finish(
        { kind: 'failed', message: callbackErrorMessage(t, search.error, fromVerify) },
        '/',
        CALLBACK_FAILURE_MS,
      );
    } else if (fromVerify && search.refused) {
      // Verified, but the account may not have a session yet (waiting for approval, deactivated).
      finish(
        { kind: 'success', lines: [t('callback.verified'), callbackErrorMessage(t, search.refused, true)] },
        '/login',
        CALLBACK_FAILURE_MS,
      );
    } else if (fromVerify) {
      // The link signed the person in: into the app (first-run setup for the owner). A link opened
      // again signs nobody in: sign in as usual.
      Promise.all([
        queryClient.fetchQuery({ ...meQuery, staleTime: 0 }),
        queryClient.fetchQuery({ ...setupQuery, staleTime: 0 }).catch(() => null),
      ])
        .then(([me]) =>
          me
            ? finish(
                {
                  kind: 'success',
                  lines: [
                    t('callback.verified'),
                    t('callback.welcome', { name: me.user.firstName || fullName(me.user) }),
                    t('callback.success'),
                  ],
                },
                '/',
                CALLBACK_SUCCESS_MS,
              )
            : finish(
                { kind: 'success', lines: [t('callback.verified'), t('verifyLink.signInNow')] },
                '/login',
                CALLBACK_SUCCESS_MS,
              ),
        )
        .catch(() =>
          finish(
            { kind: 'success', lines: [t('callback.verified'), t('verifyLink.signInNow')] },
            '/login',
            CALLBACK_SUCCESS_MS,
          ),
        );
    } else {
      queryClient
        .fetchQuery({ ...meQuery, staleTime: 0 })
        .then((me) => {
          if (me) {
            finish(
              {
                kind: 'success',
                lines: [
                  t('callback.welcome', { name: me.user.firstName || fullName(me.user) }),
                  t('callback.success'),
                ],
              },
              '/',
              CALLBACK_SUCCESS_MS,
            );
          } else {
            finish({ kind: 'failed', message: t('callback.defaultError') }, '/', CALLBACK_FAILURE_MS);
          }
        })
        .catch((err: unknown) => {
          const message = err instanceof Error && err.message ? err.message : t('callback.defaultError');
          finish({ kind: 'failed', message }, '/', CALLBACK_FAILURE_MS);
        });
    }
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [search.error, search.from, search.refused, navigate, queryClient, t]);

  return (
    <Stack gap="md" align="center" py="md" ta="center" aria-live="polite">
      {phase.kind === 'working' && (
        <>
          <Loader size="lg" aria-hidden />
          <Title order={1} size="h2">
            {t('callback.signingIn')}
          </Title>
        </>
      )}
      {phase.kind === 'success' && (
        <>
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconCircleCheck size={34} stroke={1.6} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {phase.lines[0]}
          </Title>
          {phase.lines.slice(1).map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
          <Center>
            <Loader size="sm" type="dots" aria-hidden />
          </Center>
        </>
      )}
      {phase.kind === 'failed' && (
        <>
          <ThemeIcon size={56} radius="xl" variant="light" color="red" aria-hidden>
            <IconCircleX size={34} stroke={1.6} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {t('callback.failedTitle')}
          </Title>
          <Text role="alert">{phase.message}</Text>
        </>
      )}
    </Stack>
  );
}
