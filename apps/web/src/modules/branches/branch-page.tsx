import {
  branchesContract as api,
  type Branch,
  type BranchLocation,
  LOCATION_TYPES,
  type LocationType,
  usersContract,
} from '@fbms/domain';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Drawer,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconPencil, IconPlus, IconUserMinus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ApiError, api as client } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { meQuery } from '../../lib/session.ts';
import { useCurrentUser } from '../../lib/use-current-user.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { BranchForm } from './branch-form.tsx';
import { useBranchesT } from './branches.i18n.ts';
import { branchesQueries } from './branches.queries.ts';
import { StatusBadge, TransfersButton, TypeBadge, useBranchRights } from './branches-screen.tsx';

const route = getRouteApi('/authed/frame/branches/$branchId');

/** /branches/:branchId — one branch's page. */
export function BranchRoute() {
  const { branchId } = route.useParams();
  return <BranchPage id={branchId} />;
}

function Section({
  title,
  intro,
  action,
  children,
}: {
  title: string;
  intro?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ flex: '1 1 240px' }}>
            <Title order={2} size="h4">
              {title}
            </Title>
            {intro && (
              <Text size="sm" c="dimmed">
                {intro}
              </Text>
            )}
          </Stack>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** A branch's page: its details (admins change them), locations, people and terminals. */
export function BranchPage({ id }: { id: string }) {
  const t = useBranchesT();
  const rights = useBranchRights();
  const one = useQuery(branchesQueries.one(id));
  if (one.isError) return <LoadError error={one.error} onRetry={() => void one.refetch()} />;
  if (!one.data) return <Loader />;
  const b = one.data;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/branches" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={2} miw={0}>
          <Group gap="xs">
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {b.name}
            </Title>
            <StatusBadge active={b.active} />
          </Group>
          <Text size="sm" c="dimmed">
            {b.code} · TIN {b.tinBranchCode}
          </Text>
        </Stack>
        <TransfersButton />
      </Group>
      <Section title={t('form.details')} intro={rights.edit ? undefined : t('form.readOnly')}>
        <BranchForm key={`${b.id}:${b.version}`} branch={b} readOnly={!rights.edit} />
      </Section>
      <Locations branch={b} editable={rights.edit} />
      <People branch={b} editable={rights.edit} />
      <Section title={t('terminals.title')}>
        {b.terminals.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('terminals.none')}
          </Text>
        ) : (
          <Stack gap={4}>
            {b.terminals.map((x) => (
              <Group key={x.id} gap="xs">
                <Text size="sm" fw={600}>
                  {x.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {x.locationName}
                </Text>
                {!x.active && (
                  <Badge size="sm" variant="light" color="gray">
                    {t('terminals.retired')}
                  </Badge>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}

function Locations({ branch, editable }: { branch: Branch; editable: boolean }) {
  const t = useBranchesT();
  const qc = useQueryClient();
  const [editing, setEditing] = useState<BranchLocation | 'new' | null>(null);
  const toggle = async (l: BranchLocation) => {
    try {
      await client.call(api.updateLocation, {
        params: { locationId: l.id },
        body: {
          name: l.name,
          description: l.description,
          type: l.type,
          address: l.address,
          active: !l.active,
          version: l.version,
        },
      });
      await qc.invalidateQueries({ queryKey: ['branches'] });
      notify.success({ title: t('locations.title'), message: t('locations.saved', { name: l.name }) });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      notify.error({ title: l.name, message: err.message });
    }
  };
  return (
    <Section
      title={t('locations.title')}
      intro={t('locations.intro')}
      action={
        editable && (
          <Button
            size="sm"
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing('new')}
          >
            {t('locations.add')}
          </Button>
        )
      }
    >
      {branch.locations.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('locations.none')}
        </Text>
      ) : (
        <Stack gap="xs">
          {branch.locations.map((l) => (
            <Group key={l.id} justify="space-between" wrap="wrap" gap="xs" data-testid="location-row">
              <Stack gap={0} miw={0} style={{ flex: '1 1 200px' }}>
                <Group gap={6}>
                  <Text fw={600} size="sm" c={l.active ? undefined : 'dimmed'}>
                    {l.name}
                  </Text>
                  <TypeBadge type={l.type} />
                  {!l.active && <StatusBadge active={false} />}
                </Group>
                {(l.description || l.address) && (
                  <Text size="xs" c="dimmed">
                    {[l.description, l.address].filter(Boolean).join(' · ')}
                  </Text>
                )}
              </Stack>
              {editable && (
                <Group gap={4}>
                  <Tooltip label={t('locations.edit')}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`${t('locations.edit')} ${l.name}`}
                      onClick={() => setEditing(l)}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Button size="xs" variant="default" onClick={() => void toggle(l)}>
                    {t(l.active ? 'locations.deactivate' : 'locations.reactivate')}
                  </Button>
                </Group>
              )}
            </Group>
          ))}
        </Stack>
      )}
      <LocationDrawer branch={branch} location={editing} onClose={() => setEditing(null)} />
    </Section>
  );
}

function LocationDrawer({
  branch,
  location,
  onClose,
}: {
  branch: Branch;
  location: BranchLocation | 'new' | null;
  onClose: () => void;
}) {
  const t = useBranchesT();
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const existing = location && location !== 'new' ? location : null;
  return (
    <Drawer
      opened={location !== null}
      onClose={onClose}
      position="right"
      size={narrow ? '100%' : 'md'}
      title={existing ? t('locations.editTitle', { name: existing.name }) : t('locations.newTitle')}
    >
      {location !== null && (
        <LocationForm key={existing?.id ?? 'new'} branch={branch} location={existing} onDone={onClose} />
      )}
    </Drawer>
  );
}

function LocationForm({
  branch,
  location,
  onDone,
}: {
  branch: Branch;
  location: BranchLocation | null;
  onDone: () => void;
}) {
  const t = useBranchesT();
  const qc = useQueryClient();
  const [name, setName] = useState(location?.name ?? '');
  const [description, setDescription] = useState(location?.description ?? '');
  const [type, setType] = useState<LocationType>(location?.type ?? 'store');
  const [address, setAddress] = useState(location?.address ?? '');
  const [active, setActive] = useState(location?.active ?? true);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const body = { name, description, type, address, active };
    try {
      const saved = location
        ? await client.call(api.updateLocation, {
            params: { locationId: location.id },
            body: { ...body, version: location.version },
          })
        : await client.call(api.createLocation, { params: { id: branch.id }, body });
      await qc.invalidateQueries({ queryKey: ['branches'] });
      notify.success({ title: t('locations.title'), message: t('locations.saved', { name: saved.name }) });
      onDone();
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      setProblems(err.fields);
      setError(Object.keys(err.fields).length ? null : err.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          label={t('locations.name')}
          required
          maxLength={100}
          value={name}
          error={problems.name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Select
          label={t('locations.type')}
          required
          allowDeselect={false}
          value={type}
          onChange={(v) => v && setType(v as LocationType)}
          data={LOCATION_TYPES.map((x) => ({ value: x, label: t(`type.${x}`) }))}
          error={problems.type}
        />
        <TextInput
          label={t('locations.description')}
          maxLength={300}
          value={description}
          error={problems.description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <Textarea
          label={t('locations.address')}
          autosize
          minRows={2}
          maxLength={300}
          value={address}
          error={problems.address}
          onChange={(e) => setAddress(e.currentTarget.value)}
        />
        <Checkbox
          label={t('locations.active')}
          checked={active}
          onChange={(e) => setActive(e.currentTarget.checked)}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function People({ branch, editable }: { branch: Branch; editable: boolean }) {
  const t = useBranchesT();
  const qc = useQueryClient();
  const me = useCurrentUser();
  const staff = useQuery({ ...branchesQueries.people(), enabled: editable });
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const byId = new Map((staff.data?.items ?? []).map((u) => [u.id, u]));
  const here = new Set(branch.people.map((p) => p.id));
  const candidates = (staff.data?.items ?? []).filter((u) => !here.has(u.id) && u.status !== 'inactive');
  const setBranches = async (userId: string, name: string, branchIds: string[], added: boolean) => {
    setBusy(true);
    try {
      await client.call(usersContract.setBranches, { params: { id: userId }, body: { branchIds } });
      await qc.invalidateQueries({ queryKey: ['branches'] });
      await qc.invalidateQueries({ queryKey: ['users'] });
      if (userId === me?.user.id) await qc.invalidateQueries({ queryKey: meQuery.queryKey });
      notify.success({
        title: t('people.title'),
        message: t(added ? 'people.added' : 'people.removed', { name, branch: branch.name }),
      });
      setChosen(null);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      notify.error({ title: name, message: err.message });
    } finally {
      setBusy(false);
    }
  };
  const add = () => {
    const u = chosen ? byId.get(chosen) : undefined;
    if (!u) return;
    const name = `${u.firstName} ${u.lastName}`.trim();
    void setBranches(u.id, name, [...u.branches.map((x) => x.id), branch.id], true);
  };
  return (
    <Section title={t('people.title')} intro={t('people.intro')}>
      {branch.people.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('people.none')}
        </Text>
      ) : (
        <Table>
          <Table.Tbody>
            {branch.people.map((p) => {
              const others = (byId.get(p.id)?.branches ?? []).filter((x) => x.id !== branch.id);
              return (
                <Table.Tr key={p.id}>
                  <Table.Td>
                    <Group gap={6} wrap="wrap">
                      <Text size="sm" fw={600} c={p.active ? undefined : 'dimmed'}>
                        {p.name || p.email}
                      </Text>
                      <Badge size="sm" variant="light">
                        {t(`role.${p.role as 'admin'}`)}
                      </Badge>
                    </Group>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {p.email}
                    </Text>
                  </Table.Td>
                  {editable && (
                    <Table.Td ta="right">
                      <Tooltip
                        label={
                          others.length === 0
                            ? t('people.lastBranch', { name: p.name })
                            : t('people.remove', { name: p.name })
                        }
                      >
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('people.remove', { name: p.name })}
                          disabled={busy || !staff.data || others.length === 0}
                          onClick={() =>
                            void setBranches(
                              p.id,
                              p.name,
                              others.map((x) => x.id),
                              false,
                            )
                          }
                        >
                          <IconUserMinus size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {editable && (
        <Group align="flex-end" gap="xs" wrap="wrap">
          <Select
            label={t('people.person')}
            placeholder={t('people.choose')}
            searchable
            value={chosen}
            onChange={setChosen}
            data={candidates.map((u) => ({
              value: u.id,
              label: `${u.firstName} ${u.lastName} (${u.email})`,
            }))}
            style={{ flex: '1 1 240px' }}
            disabled={!branch.active}
          />
          <Button leftSection={<IconPlus size={16} />} onClick={add} disabled={!chosen} loading={busy}>
            {t('people.add')}
          </Button>
        </Group>
      )}
    </Section>
  );
}
