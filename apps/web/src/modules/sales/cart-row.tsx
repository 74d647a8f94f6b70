/** One line of the register's cart: the product with its badges, quantity, unit, price and actions. */
import { formatQty, parseQty } from '@fbms/domain';
import { ActionIcon, Badge, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { IconDiscount, IconTrash } from '@tabler/icons-react';
import { memo, useEffect, useState } from 'react';
import { formatPeso } from '../../lib/format.ts';
import { type CartLine, type ChosenLot, lineUnitPrice, sellingUnits } from './cart.ts';
import { LotPicker } from './lot-picker.tsx';
import { usePosT } from './pos.i18n.ts';
import classes from './pos.module.css';

function QtyInput({
  line,
  onQty,
  inputRef,
}: {
  line: CartLine;
  onQty: (q: number) => void;
  inputRef: (el: HTMLInputElement | null) => void;
}) {
  const t = usePosT();
  const [text, setText] = useState(formatQty(line.qtyMilli));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setText(formatQty(line.qtyMilli)), [line.qtyMilli]);
  const commit = () => {
    const q = parseQty(text.replace(/,/g, ''));
    if (q === null) return setError(t('cart.qtyInvalid'));
    setError(null);
    if (q !== line.qtyMilli) onQty(q);
  };
  return (
    <TextInput
      ref={inputRef}
      className={classes.qty}
      size="sm"
      inputMode="decimal"
      aria-label={`${t('cart.qty')} ${line.product.name}`}
      value={text}
      error={error}
      onChange={(e) => setText(e.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        }
      }}
    />
  );
}

export interface RowActions {
  onQty: (key: string, q: number) => void;
  onUnit: (key: string, unit: string) => void;
  onRemove: (key: string) => void;
  onPromo: (key: string) => void;
  onLot: (key: string, lot: ChosenLot | null) => void;
}

export const CartRow = memo(function CartRow({
  line: l,
  grossCentavos,
  promoCentavos,
  qtyRefs,
  locationId,
  actions,
}: {
  line: CartLine;
  grossCentavos: number;
  promoCentavos: number;
  qtyRefs: Map<string, HTMLInputElement>;
  locationId: string;
  actions: RowActions;
}) {
  const t = usePosT();
  const units = sellingUnits(l.product);
  return (
    <Table.Tr data-testid="cart-line" data-line-key={l.key}>
      <Table.Td>
        <Text fw={600} size="sm">
          {l.product.name}
        </Text>
        <Group gap={4}>
          <Text size="xs" c="dimmed">
            {l.product.sku}
          </Text>
          {l.product.isLotTracked && (
            <LotPicker line={l} locationId={locationId} onLot={(lot) => actions.onLot(l.key, lot)} />
          )}
          {l.rx && (
            <Badge size="xs" color="grape" variant="light">
              {t('cart.regulated', { number: l.rx.prescriptionNumber })}
            </Badge>
          )}
          {l.fpaCertNumber && (
            <Badge size="xs" color="orange" variant="light">
              {t('cart.fpa', { number: l.fpaCertNumber })}
            </Badge>
          )}
          {promoCentavos > 0 && (
            <Badge size="xs" color="teal" variant="light">
              −{formatPeso(promoCentavos)}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <QtyInput
          line={l}
          onQty={(q) => actions.onQty(l.key, q)}
          inputRef={(el) => {
            if (el) qtyRefs.set(l.key, el);
            else qtyRefs.delete(l.key);
          }}
        />
      </Table.Td>
      <Table.Td>
        {units.length > 1 ? (
          <Select
            size="sm"
            w={96}
            aria-label={`${t('cart.unit')} ${l.product.name}`}
            data={units.map((u) => u.code)}
            value={l.unitCode}
            allowDeselect={false}
            onChange={(u) => u && actions.onUnit(l.key, u)}
          />
        ) : (
          <Text size="sm">{l.unitCode}</Text>
        )}
      </Table.Td>
      <Table.Td className={classes.money}>{formatPeso(lineUnitPrice(l))}</Table.Td>
      <Table.Td className={classes.money} fw={600}>
        {formatPeso(grossCentavos)}
      </Table.Td>
      <Table.Td>
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={t('cart.promoFor', { name: l.product.name })}
            onClick={() => actions.onPromo(l.key)}
          >
            <IconDiscount size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('cart.remove', { name: l.product.name })}
            onClick={() => actions.onRemove(l.key)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
});
