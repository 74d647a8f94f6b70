import { branchesContract as api, type Branch, type BranchInput } from '@fbms/domain';
import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError, api as client } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { meQuery } from '../../lib/session.ts';
import { useBranchesT } from './branches.i18n.ts';

type Values = {
  code: string;
  name: string;
  address: string;
  phone: string;
  tinBranchCode: string;
  birRegistration: string;
  active: boolean;
};

const valuesOf = (b: Branch | null): Values => ({
  code: b?.code ?? '',
  name: b?.name ?? '',
  address: b?.address ?? '',
  phone: b?.phone ?? '',
  tinBranchCode: b?.tinBranchCode ?? '',
  birRegistration: b?.birRegistration ?? '',
  active: b?.active ?? true,
});

/**
 * A branch's details: the admin adds or changes them (sent with the version read, so a change made
 * meanwhile by someone else is refused, not overwritten); anyone else reads them.
 */
export function BranchForm({
  branch,
  readOnly = false,
  onSaved,
  onCancel,
}: {
  branch: Branch | null;
  readOnly?: boolean;
  onSaved?: (b: Branch) => void;
  onCancel?: () => void;
}) {
  const t = useBranchesT();
  const qc = useQueryClient();
  const [v, setV] = useState<Values>(() => valuesOf(branch));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (next: Partial<Values>) => {
    setV((was) => ({ ...was, ...next }));
    setProblems((was) => Object.fromEntries(Object.entries(was).filter(([k]) => !(k in next))));
  };
  const text = (k: Exclude<keyof Values, 'active'>) => ({
    value: v[k],
    onChange: (e: { currentTarget: { value: string } }) =>
      set({ [k]: e.currentTarget.value } as Partial<Values>),
    error: problems[k],
    readOnly,
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || readOnly) return;
    setError(null);
    const body: BranchInput = { ...v, code: v.code.toUpperCase() };
    setBusy(true);
    try {
      const saved = branch
        ? await client.call(api.updateBranch, {
            params: { id: branch.id },
            body: { ...body, version: branch.version },
          })
        : await client.call(api.createBranch, { body });
      await qc.invalidateQueries({ queryKey: ['branches'] });
      await qc.invalidateQueries({ queryKey: meQuery.queryKey });
      notify.success({
        title: t('title'),
        message: t(branch ? 'form.saved' : 'form.added', { name: saved.name }),
      });
      onSaved?.(saved);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      setProblems(err.fields);
      setError(Object.keys(err.fields).length ? null : err.message);
      if (err.code === 'BRANCH_CHANGED') await qc.invalidateQueries({ queryKey: ['branches'] });
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
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('form.code')}
            description={t('form.codeHint')}
            required
            maxLength={12}
            {...text('code')}
          />
          <TextInput label={t('form.name')} required maxLength={100} {...text('name')} />
          <TextInput
            label={t('form.tinBranchCode')}
            description={t('form.tinHint')}
            required
            inputMode="numeric"
            maxLength={5}
            {...text('tinBranchCode')}
          />
          <TextInput label={t('form.phone')} maxLength={40} {...text('phone')} />
        </SimpleGrid>
        <Textarea label={t('form.address')} autosize minRows={2} maxLength={300} {...text('address')} />
        <TextInput
          label={t('form.birRegistration')}
          description={t('form.birHint')}
          maxLength={300}
          {...text('birRegistration')}
        />
        <Checkbox
          label={t('form.active')}
          description={t('form.activeHint')}
          checked={v.active}
          disabled={readOnly}
          onChange={(e) => set({ active: e.currentTarget.checked })}
        />
        {!readOnly && (
          <Group justify="flex-end" gap="xs">
            {onCancel && (
              <Button variant="default" onClick={onCancel}>
                {t('form.cancel')}
              </Button>
            )}
            <Button type="submit" loading={busy}>
              {t('form.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
