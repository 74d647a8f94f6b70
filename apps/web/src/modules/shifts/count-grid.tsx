/** Bills and coins by denomination, totalling itself: the opening count and the blind count at closing. */
import { type CashCount, countTotal, DENOMINATIONS_CENTAVOS } from '@fbms/domain';
import { Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { formatPeso } from '../../lib/format.ts';
import { useShiftsT } from './shifts.i18n.ts';

/** What the cashier typed per denomination (keys are centavos), as text. */
export type CountText = Record<string, string>;

/** The typed count as the API takes it (blank and zero left out); null when a box is not a whole number. */
export function toCashCount(text: CountText): CashCount | null {
  const count: CashCount = {};
  for (const [d, v] of Object.entries(text)) {
    const clean = v.trim();
    if (!clean) continue;
    if (!/^\d{1,6}$/.test(clean)) return null;
    if (Number(clean) > 0) count[d] = Number(clean);
  }
  return count;
}

export const countTextTotal = (text: CountText) => {
  const count = toCashCount(text);
  return count ? countTotal(count) : null;
};

export function CountGrid({
  value,
  onChange,
  autoFocus = false,
}: {
  value: CountText;
  onChange: (v: CountText) => void;
  /** The first box takes the focus when the dialog opens. */
  autoFocus?: boolean;
}) {
  const t = useShiftsT();
  const total = countTextTotal(value);
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t('count.label')}
      </Text>
      <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="xs" verticalSpacing="xs">
        {DENOMINATIONS_CENTAVOS.map((d, i) => {
          const key = String(d);
          const typed = value[key] ?? '';
          return (
            <TextInput
              key={key}
              data-autofocus={(autoFocus && i === 0) || undefined}
              label={formatPeso(d)}
              aria-label={t('count.each', { value: formatPeso(d) })}
              inputMode="numeric"
              placeholder="0"
              value={typed}
              error={typed.trim() && !/^\d{1,6}$/.test(typed.trim()) ? ' ' : undefined}
              onChange={(e) => onChange({ ...value, [key]: e.currentTarget.value })}
            />
          );
        })}
      </SimpleGrid>
      <Group justify="space-between">
        <Text fw={600}>{t('count.total')}</Text>
        <Text fw={700} data-testid="count-total">
          {total === null ? '—' : formatPeso(total)}
        </Text>
      </Group>
    </Stack>
  );
}
