import {
  purchaseOrdersContract as api,
  canReceive,
  formatPeso,
  nextPoStatus,
  type PurchaseOrder,
} from '@fbms/domain';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconDownload, IconMail, IconTruckDelivery } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { ApiError, api as client } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { useCurrentUser } from '../../lib/use-current-user.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { formatQty, PoStatusBadge, rightsOf } from './po-status-badge.tsx';
import { PurchaseOrderForm } from './purchase-order-form.tsx';
import { usePurchasesT } from './purchases.i18n.ts';
import { purchasesQueries } from './purchases.queries.ts';

const route = getRouteApi('/authed/frame/purchases/$poId');
const newRoute = getRouteApi('/authed/frame/purchases/new');

/** /purchases/new — the order form, from scratch or from a supplier's reorder suggestions. */
export function NewPurchaseOrderRoute() {
  const search = newRoute.useSearch();
  const navigate = useNavigate();
  return (
    <PurchaseOrderForm
      initialSupplierId={search.supplierId}
      fromReorder={search.reorder === 'true'}
      onSaved={(po) => void navigate({ to: '/purchases/$poId', params: { poId: po.id } })}
      onCancel={() => void navigate({ to: '/purchases' })}
    />
  );
}

/** /purchases/:poId — one order: its lines, and the steps its status and your role allow. */
export function PurchaseOrderRoute() {
  const { poId } = route.useParams();
  const t = usePurchasesT();
  const q = useQuery(purchasesQueries.one(poId));
  const [editing, setEditing] = useState(false);
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  if (q.isPending) return <Loader />;
  const po = q.data;
  if (editing)
    return <PurchaseOrderForm po={po} onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} />;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/purchases" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('page.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={2}>{po.poNo}</Title>
            <PoStatusBadge status={po.status} />
          </Group>
          <Text fw={600}>{po.supplierName}</Text>
        </Stack>
        <Actions po={po} onEdit={() => setEditing(true)} />
      </Group>
      {po.status === 'draft' && po.rejectReason && (
        <Alert color="yellow">{t('page.rejected', { reason: po.rejectReason })}</Alert>
      )}
      {po.status === 'cancelled' && po.cancelReason && (
        <Alert color="red">{t('page.cancelledWhy', { reason: po.cancelReason })}</Alert>
      )}
      <Paper withBorder p="sm">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
          <Fact label={t('page.location')}>{po.locationName}</Fact>
          <Fact label={t('page.orderDate')}>{po.orderDate}</Fact>
          <Fact label={t('page.expected')}>{po.expectedDate ?? t('page.asap')}</Fact>
          <Fact label={t('page.createdBy')}>{po.createdByName ?? '—'}</Fact>
          {po.approvedByName && <Fact label={t('page.approvedBy')}>{po.approvedByName}</Fact>}
          {po.notes && <Fact label={t('page.notes')}>{po.notes}</Fact>}
        </SimpleGrid>
      </Paper>
      <Paper withBorder>
        <Table.ScrollContainer minWidth={280}>
          <Table horizontalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('form.product')}</Table.Th>
                <Table.Th ta="right">{t('page.ordered')}</Table.Th>
                <Table.Th ta="right" visibleFrom="sm">
                  {t('page.received')}
                </Table.Th>
                <Table.Th ta="right" visibleFrom="sm">
                  {t('page.cost')}
                </Table.Th>
                <Table.Th ta="right">{t('page.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {po.lines.map((l) => (
                <Table.Tr key={l.id}>
                  <Table.Td style={{ overflowWrap: 'break-word' }}>
                    {l.productName}
                    <Text size="xs" c="dimmed">
                      {l.sku}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatQty((l.orderedMilli * 1000) / l.baseMilliPerUnit)} {l.unitCode}
                    {l.receivedMilli > 0 && (
                      <Text size="xs" c="dimmed" hiddenFrom="sm">
                        {t('page.received')} {formatQty((l.receivedMilli * 1000) / l.baseMilliPerUnit)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatQty((l.receivedMilli * 1000) / l.baseMilliPerUnit)} {l.unitCode}
                  </Table.Td>
                  <Table.Td ta="right" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatPeso(l.unitCostCentavos)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatPeso(l.lineCentavos)}
                  </Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Td colSpan={2} fw={700}>
                  {t('page.total')}
                </Table.Td>
                <Table.Td visibleFrom="sm" />
                <Table.Td visibleFrom="sm" />
                <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="po-page-total">
                  {formatPeso(po.totalCentavos)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{children}</Text>
    </div>
  );
}

type Step = 'submit' | 'approve' | 'reject' | 'cancel' | 'close';
const ENDPOINT = {
  submit: api.submitPurchaseOrder,
  approve: api.approvePurchaseOrder,
  close: api.closePurchaseOrder,
} as const;

function Actions({ po, onEdit }: { po: PurchaseOrder; onEdit: () => void }) {
  const t = usePurchasesT();
  const qc = useQueryClient();
  const me = useCurrentUser();
  const rights = rightsOf(me?.permissions);
  const navigate = useNavigate();
  const [busy, setBusy] = useState<Step | 'email' | null>(null);
  const [asking, setAsking] = useState<'reject' | 'cancel' | 'close' | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const allowed = (a: Step | 'edit') => nextPoStatus(po.status, a) !== null;
  const needsAdmin = po.totalCentavos > po.adminApprovalAboveCentavos && me?.user.role !== 'admin';

  const run = async (step: Step) => {
    setBusy(step);
    setError(null);
    try {
      if (step === 'reject' || step === 'cancel') {
        const endpoint = step === 'reject' ? api.rejectPurchaseOrder : api.cancelPurchaseOrder;
        await client.call(endpoint, { params: { id: po.id }, body: { version: po.version, reason } });
      } else await client.call(ENDPOINT[step], { params: { id: po.id }, body: { version: po.version } });
      await qc.invalidateQueries({ queryKey: ['purchases'] });
      notify.success({ title: po.poNo, message: t(`page.done.${step}`, { poNo: po.poNo }) });
      setAsking(null);
      setReason('');
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      setError(err.fields.reason ?? err.message);
      if (err.code === 'DOCUMENT_CHANGED') await qc.invalidateQueries({ queryKey: ['purchases'] });
    } finally {
      setBusy(null);
    }
  };
  const email = async () => {
    setBusy('email');
    setError(null);
    try {
      const r = await client.call(api.emailPurchaseOrder, { params: { id: po.id }, body: {} });
      notify.success({
        title: po.poNo,
        message: t(r.transport === 'smtp' ? 'page.emailed' : 'page.outbox', { email: r.sentTo }),
      });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      setError(err.message);
    } finally {
      setBusy(null);
    }
  };
  const sendable = po.status !== 'draft' && po.status !== 'cancelled';
  return (
    <Stack gap="xs" align="flex-end">
      <Group gap="xs" wrap="wrap" justify="flex-end">
        {rights.edit && allowed('edit') && (
          <Button variant="default" onClick={onEdit}>
            {t('page.edit')}
          </Button>
        )}
        {rights.edit && allowed('submit') && (
          <Button loading={busy === 'submit'} onClick={() => void run('submit')}>
            {t('page.submit')}
          </Button>
        )}
        {rights.approve && allowed('approve') && (
          <Button
            color="green"
            loading={busy === 'approve'}
            disabled={needsAdmin}
            onClick={() => void run('approve')}
          >
            {t('page.approve')}
          </Button>
        )}
        {rights.approve && allowed('reject') && (
          <Button variant="light" color="yellow" onClick={() => setAsking('reject')}>
            {t('page.reject')}
          </Button>
        )}
        {rights.receive && canReceive(po.status) && (
          <Button
            leftSection={<IconTruckDelivery size={16} />}
            onClick={() => void navigate({ to: '/purchases/receiving/new', search: { poId: po.id } })}
          >
            {t('page.receive')}
          </Button>
        )}
        {rights.edit && allowed('close') && (
          <Button variant="light" onClick={() => setAsking('close')}>
            {t('page.close')}
          </Button>
        )}
        {rights.edit && allowed('cancel') && (
          <Button variant="light" color="red" onClick={() => setAsking('cancel')}>
            {t('page.cancel')}
          </Button>
        )}
        <Button
          variant="light"
          component="a"
          href={`/api/purchases/${po.id}/pdf`}
          download={`${po.poNo}.pdf`}
          leftSection={<IconDownload size={16} />}
        >
          {t('page.pdf')}
        </Button>
        {rights.edit && sendable && (
          <Button
            variant="light"
            leftSection={<IconMail size={16} />}
            loading={busy === 'email'}
            disabled={!po.supplierEmail}
            title={po.supplierEmail ? undefined : t('page.noEmail')}
            onClick={() => void email()}
          >
            {t('page.email')}
          </Button>
        )}
      </Group>
      {rights.approve && allowed('approve') && needsAdmin && (
        <Text size="sm" c="orange">
          {t('page.needsAdmin', { amount: formatPeso(po.adminApprovalAboveCentavos) })}
        </Text>
      )}
      {error && !asking && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {asking && (
        <Modal
          opened
          onClose={() => setAsking(null)}
          title={
            asking === 'close'
              ? t('page.closeTitle', { poNo: po.poNo })
              : t(asking === 'reject' ? 'page.reasonTitleReject' : 'page.reasonTitleCancel', {
                  poNo: po.poNo,
                })
          }
        >
          <Stack gap="sm">
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            {asking === 'close' ? (
              <Text size="sm">{t('page.closeHelp')}</Text>
            ) : (
              <Textarea
                label={t('page.reason')}
                value={reason}
                onChange={(e) => setReason(e.currentTarget.value)}
                required
                maxLength={500}
                data-autofocus
              />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAsking(null)}>
                {t('form.cancel')}
              </Button>
              <Button
                color={asking === 'cancel' ? 'red' : undefined}
                loading={busy === asking}
                onClick={() => void run(asking)}
              >
                {t('page.confirm')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </Stack>
  );
}
