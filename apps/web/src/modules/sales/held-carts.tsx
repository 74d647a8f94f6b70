import { catalogContract, heldCartContentSchema } from '@fbms/domain';
import { Alert, Button, Drawer, Group, Modal, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, api } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';
import { type Cart, type CartProduct, toCartProduct } from './cart.ts';
import { useCounterT } from './counter.i18n.ts';
import { holdRequest, resumeHeldCart } from './held-cart.ts';
import { usePosT } from './pos.i18n.ts';
import { bnpcCap, type HeldCart, heldCartsQuery, holdCart, takeHeldCart } from './sales.queries.ts';

type CounterT = ReturnType<typeof useCounterT>;

/** A refusal of a held cart in the cashier's language (the server's code and its parameters). */
function heldErrorText(tc: CounterT, e: unknown): string {
  if (!(e instanceof ApiError)) return String(e);
  const d = (e.details ?? {}) as { held?: number; max?: number; bytes?: number; maxBytes?: number };
  if (e.code === 'HELD_CARTS_FULL') return tc('held.full', { held: d.held ?? d.max });
  if (e.code === 'DB_RECORD_NOT_FOUND') return tc('held.alreadyTaken');
  if (e.code === 'HELD_CART_TOO_LARGE')
    return tc('held.tooLarge', {
      kb: Math.ceil((d.bytes ?? 0) / 1024),
      maxKb: Math.floor((d.maxBytes ?? 0) / 1024),
    });
  return e.message;
}

export function HoldDialog({
  cart,
  onClose,
  onHeld,
}: {
  cart: Cart;
  onClose: () => void;
  onHeld: () => void;
}) {
  const t = usePosT();
  const tc = useCounterT();
  const client = useQueryClient();
  const [label, setLabel] = useState(cart.customer?.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Modal opened onClose={onClose} title={t('hold.label')}>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          if (!label.trim()) return setError(tc('held.nameRequired'));
          setBusy(true);
          try {
            await holdCart(holdRequest(cart, label.trim()));
            await client.invalidateQueries({ queryKey: ['pos', 'held'] });
            notify.success({ title: t('hold.title'), message: t('hold.held', { label: label.trim() }) });
            onHeld();
          } catch (err) {
            setError(heldErrorText(tc, err));
          } finally {
            setBusy(false);
          }
        }}
      >
        <Stack>
          <TextInput
            label={t('hold.label')}
            placeholder={t('hold.labelPlaceholder')}
            data-autofocus
            value={label}
            error={error}
            onChange={(e) => setLabel(e.currentTarget.value)}
          />
          <Button type="submit" loading={busy}>
            {t('hold.hold')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}

/** The held cart's products as they are now; a product no longer sold is missing from the map. */
async function productsOf(ids: string[]): Promise<Map<string, CartProduct>> {
  const found = await Promise.all(
    [...new Set(ids)].map((id) =>
      api.call(catalogContract.getProduct, { params: { id } }).then(
        (p) => p,
        (e) => {
          if (e instanceof ApiError && e.status === 404) return null;
          throw e;
        },
      ),
    ),
  );
  return new Map(found.flatMap((p) => (p ? [[p.id, toCartProduct(p)] as const] : [])));
}

export function HeldCartsDrawer({
  opened,
  onClose,
  canResume,
  onResume,
}: {
  opened: boolean;
  onClose: () => void;
  canResume: boolean;
  onResume: (c: Cart) => void;
}) {
  const t = usePosT();
  const tc = useCounterT();
  const client = useQueryClient();
  const list = useQuery({ ...heldCartsQuery(), enabled: opened });
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<HeldCart | null>(null);
  const failed = (e: unknown) => {
    setError(heldErrorText(tc, e));
    void list.refetch();
  };
  const resume = async (h: HeldCart) => {
    setError(null);
    const held = heldCartContentSchema.safeParse(h.cart);
    if (!held.success) return setError(tc('held.unreadable'));
    try {
      const products = await productsOf(held.data.lines.map((l) => l.productId));
      const resumed = resumeHeldCart(held.data, products);
      const { leftOut } = resumed;
      // A held 5% (BNPC) discount needs this week's allowance for its ID as it is now, as when it is set.
      const statutory = resumed.cart.statutory;
      const cart =
        statutory?.kind === 'bnpc5'
          ? {
              ...resumed.cart,
              capRemainingCentavos: (await bnpcCap(statutory.idNumber)).remainingCentavos,
            }
          : resumed.cart;
      await takeHeldCart(h.id);
      await client.invalidateQueries({ queryKey: ['pos', 'held'] });
      onResume(cart);
      if (leftOut.length)
        notify.warning({
          title: h.label,
          message: tc('held.leftOut', {
            count: leftOut.length,
            items: leftOut
              .map((l) => `${l.name ?? tc('held.gone')}${l.reason ? ` (${l.reason})` : ''}`)
              .join('; '),
          }),
        });
    } catch (e) {
      failed(e);
    }
  };
  const remove = async (h: HeldCart) => {
    setDeleting(null);
    try {
      await takeHeldCart(h.id);
      await client.invalidateQueries({ queryKey: ['pos', 'held'] });
      notify.success({ title: t('hold.title'), message: tc('held.deleted', { label: h.label }) });
    } catch (e) {
      failed(e);
    }
  };
  return (
    <Drawer opened={opened} onClose={onClose} title={t('hold.title')} position="right">
      <Stack>
        {!canResume && <Alert color="yellow">{t('hold.replaceWarning')}</Alert>}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {list.data?.length === 0 && <Text c="dimmed">{t('hold.none')}</Text>}
        {list.data?.map((h) => (
          <Paper key={h.id} withBorder p="sm">
            <Group justify="space-between" wrap="nowrap">
              <div>
                <Text fw={600}>{h.label}</Text>
                <Text size="xs" c="dimmed">
                  {t('hold.heldBy', { time: formatDateTime(h.heldAt), name: h.heldByName })}
                </Text>
              </div>
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" variant="subtle" color="red" onClick={() => setDeleting(h)}>
                  {tc('held.delete')}
                </Button>
                <Button size="xs" disabled={!canResume} onClick={() => void resume(h)}>
                  {t('hold.resume')}
                </Button>
              </Group>
            </Group>
            {deleting?.id === h.id && (
              <Group mt="xs" justify="space-between" wrap="nowrap">
                <Text size="sm">{tc('held.deleteConfirm', { label: h.label })}</Text>
                <Group gap="xs" wrap="nowrap">
                  <Button size="xs" variant="default" onClick={() => setDeleting(null)}>
                    {tc('held.keep')}
                  </Button>
                  <Button size="xs" color="red" onClick={() => void remove(h)}>
                    {tc('held.delete')}
                  </Button>
                </Group>
              </Group>
            )}
          </Paper>
        ))}
      </Stack>
    </Drawer>
  );
}
