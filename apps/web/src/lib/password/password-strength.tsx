import {
  evaluatePassword,
  PASSWORD_ERRORS,
  PASSWORD_SUGGESTIONS,
  type PasswordStrengthLabel,
  passwordChecklist,
} from '@fbms/domain';
import { Group, List, Progress, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const LABEL_COLOR: Record<PasswordStrengthLabel, string> = { Weak: 'red', Medium: 'orange', Strong: 'field' };

/** Errors the five-item checklist already shows; the others (common, runs, patterns…) are listed below it. */
const CHECKLIST_ERRORS = new Set<string>([
  PASSWORD_ERRORS.tooShort,
  PASSWORD_ERRORS.noUppercase,
  PASSWORD_ERRORS.noLowercase,
  PASSWORD_ERRORS.noNumber,
  PASSWORD_ERRORS.noSpecial,
]);

/** The policy's messages by their key, to show them in the page's language (password.i18n.ts). */
const ERROR_KEYS = new Map<string, keyof typeof PASSWORD_ERRORS>(
  Object.entries(PASSWORD_ERRORS).map(([key, message]) => [message, key as keyof typeof PASSWORD_ERRORS]),
);
const SUGGESTION_KEYS = new Map<string, keyof typeof PASSWORD_SUGGESTIONS>(
  Object.entries(PASSWORD_SUGGESTIONS).map(([key, text]) => [text, key as keyof typeof PASSWORD_SUGGESTIONS]),
);

/**
 * The live checklist and strength meter for a new password, from the shared policy (the same function the
 * server uses to refuse a weak password): its label and fill are the policy's, so "Strong" shows only for a
 * password the server accepts.
 */
export function PasswordStrength({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
  const checklist = passwordChecklist(password);
  const result = evaluatePassword(password);
  const otherErrors = result.errors.filter((e) => !CHECKLIST_ERRORS.has(e));
  const color = LABEL_COLOR[result.label];

  return (
    <Stack gap={8} id={id} aria-live="polite">
      {password.length > 0 && (
        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              {t('password.strength')}
            </Text>
            <Text size="xs" fw={700} c={color} data-testid="password-strength-label">
              {t(`password.labels.${result.label}`)}
            </Text>
          </Group>
          <Progress
            value={result.meter}
            color={color}
            size="sm"
            aria-label={t('password.strength')}
            transitionDuration={150}
          />
        </Stack>
      )}
      <div>
        <Text size="xs" fw={600} mb={4}>
          {t('password.checklistTitle')}
        </Text>
        <List spacing={2} size="sm" center>
          {checklist.map((item) => (
            <List.Item
              key={item.id}
              data-met={item.met}
              icon={
                <ThemeIcon size={18} radius="xl" color={item.met ? 'field' : 'gray'} variant="light">
                  {item.met ? <IconCheck size={12} stroke={3} /> : <IconX size={12} stroke={3} />}
                </ThemeIcon>
              }
            >
              <Text size="sm" c={item.met ? undefined : 'dimmed'} span>
                {t(`password.checklist.${item.id}`)}
              </Text>
              <VisuallyHidden>{item.met ? t('password.met') : t('password.notMet')}</VisuallyHidden>
            </List.Item>
          ))}
        </List>
      </div>
      {password.length > 0 && otherErrors.length > 0 && (
        <div>
          <Text size="xs" fw={600} c="red" mb={2}>
            {t('password.problems')}
          </Text>
          <List size="sm" spacing={2} c="red" data-testid="password-errors">
            {otherErrors.map((e) => {
              const key = ERROR_KEYS.get(e);
              return <List.Item key={e}>{key ? t(`passwordPolicy.errors.${key}`) : e}</List.Item>;
            })}
          </List>
        </div>
      )}
      {password.length > 0 && result.suggestions.length > 0 && (
        <div>
          <Text size="xs" fw={600} mb={2}>
            {t('password.suggestions')}
          </Text>
          <List size="sm" spacing={2} c="dimmed" data-testid="password-suggestions">
            {result.suggestions.map((s) => {
              const key = SUGGESTION_KEYS.get(s);
              return <List.Item key={s}>{key ? t(`passwordPolicy.suggestions.${key}`) : s}</List.Item>;
            })}
          </List>
        </div>
      )}
    </Stack>
  );
}
