import { Center, Loader, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LOAD_PHASES, useModuleLoadState } from './module-loader.ts';

/** Shown while a screen loads: the module's name, its loading phase and progress, or a plain spinner. */
export function ModulePending() {
  const { t } = useTranslation();
  const state = useModuleLoadState();
  if (!state) {
    return (
      <Center py="xl" mih={200}>
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  const module = t(`modules.${state.module}.name`);
  return (
    <Center py="xl" mih={200}>
      <Stack gap="xs" align="center" w="min(320px, 100%)" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm" fw={600}>
          {state.attempt > 1
            ? t('moduleLoad.retrying', { module, attempt: state.attempt })
            : t('moduleLoad.loading', { module })}
        </Text>
        <Progress value={LOAD_PHASES[state.phase]} w="100%" size="sm" animated aria-hidden />
        <Text size="xs" c="dimmed">
          {t(`moduleLoad.phases.${state.phase}`)}
        </Text>
      </Stack>
    </Center>
  );
}
