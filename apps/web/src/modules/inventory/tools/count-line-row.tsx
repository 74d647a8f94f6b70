/** One line of a recount sheet: the product, what is on hand, the count, the difference and its value. */
import { formatQty } from '@fbms/domain';
import { Table, Text, TextInput } from '@mantine/core';
import { formatPeso } from '../stock-level.ts';
import type { Line } from './counts-screen.tsx';
import { useToolsT } from './tools.i18n.ts';

export function CountLineRow({
  line: l,
  counted: c,
  typed,
  value,
  editable,
  onType,
}: {
  line: Line;
  /** The count as it stands (typed or saved); `bad` when the typed text is no quantity. */
  counted: number | null | 'bad';
  /** The text typed and not saved yet. */
  typed: string | undefined;
  /** The difference's value in centavos. */
  value: number;
  editable: boolean;
  onType: (text: string) => void;
}) {
  const t = useToolsT();
  const diff = typeof c === 'number' ? c - l.stockMilli : null;
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600}>
          {l.productName}
        </Text>
        <Text size="xs" c="dimmed">
          {l.productSku}
          {l.batchNumber ? ` · ${l.batchNumber}` : ''}
        </Text>
      </Table.Td>
      <Table.Td ta="right" ff="monospace">
        {formatQty(l.stockMilli)} {l.baseUnit}
      </Table.Td>
      <Table.Td>
        {editable ? (
          <TextInput
            aria-label={`${t('counts.counted')}: ${l.productName}${l.batchNumber ? ` ${l.batchNumber}` : ''}`}
            inputMode="decimal"
            value={typed ?? (l.countedMilli === null ? '' : formatQty(l.countedMilli).replace(/,/g, ''))}
            onChange={(e) => onType(e.currentTarget.value)}
            error={c === 'bad' ? t('counts.invalid') : undefined}
            rightSection={<Text size="xs">{l.baseUnit}</Text>}
            w={140}
          />
        ) : c === null ? (
          <Text size="sm" c="dimmed">
            {t('counts.notCounted')}
          </Text>
        ) : (
          <Text ff="monospace">{formatQty(c as number)}</Text>
        )}
      </Table.Td>
      <Table.Td ta="right" ff="monospace" c={diff ? (diff < 0 ? 'red' : 'green') : undefined}>
        {diff === null ? '—' : `${diff > 0 ? '+' : ''}${formatQty(diff)}`}
      </Table.Td>
      <Table.Td ta="right" ff="monospace">
        {diff ? formatPeso(value) : '—'}
      </Table.Td>
    </Table.Tr>
  );
}
