import { enrollTerminalSchema } from '@fbms/domain';
import {
  Alert,
  Button,
  Center,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { applyFieldErrors } from '../../lib/form-errors.ts';
import { notify } from '../../lib/notify.ts';
import { hasPermission } from '../../lib/session.ts';
import { ShiftGate } from '../../lib/shift-gate.tsx';
import { useCurrentUser } from '../../lib/use-current-user.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { usePosT } from './pos.i18n.ts';
import { Register } from './register.tsx';
import { enrollTerminal, type Terminal, terminalQuery } from './sales.queries.ts';

type Seller = (props: { terminal: Terminal; vatRegistered: boolean }) => ReactNode;

/** Sales & POS: the register on an enrolled terminal; otherwise enrolling it (managers) or why not. */
export function PosScreen() {
  return <TerminalGate register={Register} />;
}

/** Selling needs an enrolled terminal: the given register on one (inside the shift gate), else the enrollment form or why not. */
export function TerminalGate({ register: Sell }: { register: Seller }) {
  const t = usePosT();
  const me = useCurrentUser();
  const terminal = useQuery(terminalQuery());
  if (!me) return null;
  if (terminal.isPending)
    return (
      <Center mih={200}>
        <Loader />
      </Center>
    );
  // This browser is a terminal of a branch the person does not work in (issue 26): say so, plainly.
  if (terminal.error instanceof ApiError && terminal.error.code === 'TERMINAL_OTHER_BRANCH')
    return (
      <Stack maw={560}>
        <Title order={2}>{t('title')}</Title>
        <Alert color="yellow" icon={<IconDeviceDesktop />} title={t('enroll.otherBranch')}>
          {terminal.error.message}
        </Alert>
      </Stack>
    );
  if (terminal.isError) return <LoadError error={terminal.error} onRetry={() => void terminal.refetch()} />;
  const { terminal: enrolled, vatRegistered } = terminal.data;
  // Selling also needs an open shift: the shifts module's gate shows its state around the register.
  if (enrolled)
    return (
      <ShiftGate>
        <Sell terminal={enrolled} vatRegistered={vatRegistered} />
      </ShiftGate>
    );
  if (!hasPermission(me, 'pos:edit'))
    return (
      <Stack maw={560}>
        <Title order={2}>{t('title')}</Title>
        <Alert color="yellow" icon={<IconDeviceDesktop />} title={t('enroll.notEnrolled')}>
          {t('enroll.askManager')}
        </Alert>
      </Stack>
    );
  return <EnrollTerminal />;
}

function EnrollTerminal() {
  const t = usePosT();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', min: '', serialNumber: '', ptuNumber: '', ptuDate: '' },
    validate: zod4Resolver(enrollTerminalSchema),
  });
  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setError(null);
    try {
      const terminal = await enrollTerminal({ ...values, ptuDate: values.ptuDate || null });
      notify.success({ title: t('title'), message: t('enroll.done', { name: terminal.name }) });
      await client.invalidateQueries({ queryKey: ['pos', 'terminal'] });
    } catch (e) {
      if (!applyFieldErrors(form, e)) setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  });
  return (
    <Stack maw={640}>
      <Title order={2}>{t('enroll.title')}</Title>
      <Text c="dimmed">{t('enroll.intro')}</Text>
      <Paper withBorder p="md" component="form" onSubmit={submit} noValidate>
        <Stack>
          {error && <Alert color="red">{error}</Alert>}
          <TextInput
            label={t('enroll.name')}
            placeholder={t('enroll.namePlaceholder')}
            required
            data-autofocus
            {...form.getInputProps('name')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('enroll.min')} {...form.getInputProps('min')} />
            <TextInput label={t('enroll.serial')} {...form.getInputProps('serialNumber')} />
            <TextInput label={t('enroll.ptu')} {...form.getInputProps('ptuNumber')} />
            <TextInput label={t('enroll.ptuDate')} type="date" {...form.getInputProps('ptuDate')} />
          </SimpleGrid>
          <Button type="submit" loading={busy} leftSection={<IconDeviceDesktop size={18} />}>
            {t('enroll.submit')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
