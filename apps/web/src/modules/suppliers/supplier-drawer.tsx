import { suppliersContract as api, type Supplier, type SupplierInput, WITHHOLDING_CODES } from '@fbms/domain';
import {
  Alert,
  Button,
  Checkbox,
  Drawer,
  Fieldset,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError, api as client } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { useSuppliersT } from './suppliers.i18n.ts';

type Values = {
  name: string;
  contactPerson: string;
  phone: string;
  email: string;
  address: string;
  tin: string;
  vatRegistered: boolean;
  paymentTermsDays: number;
  withholdingAtc: string;
  payeeType: 'corporate' | 'individual';
  notes: string;
};

const valuesOf = (s: Supplier | null): Values => ({
  name: s?.name ?? '',
  contactPerson: s?.contactPerson ?? '',
  phone: s?.phone ?? '',
  email: s?.email ?? '',
  address: s?.address ?? '',
  tin: s?.tin ?? '',
  vatRegistered: s?.vatRegistered ?? true,
  paymentTermsDays: s?.paymentTermsDays ?? 30,
  withholdingAtc: s?.withholdingAtc ?? '',
  payeeType: s?.payeeType ?? 'corporate',
  notes: s?.notes ?? '',
});

/** The supplier form (new or edit); the server's messages shown at their fields. */
export function SupplierDrawer({
  supplier,
  onClose,
  onSaved,
}: {
  supplier: Supplier | null;
  onClose: () => void;
  onSaved?: (s: Supplier) => void;
}) {
  const t = useSuppliersT();
  const qc = useQueryClient();
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [v, setV] = useState<Values>(() => valuesOf(supplier));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (next: Partial<Values>) => {
    setV((was) => ({ ...was, ...next }));
    setProblems((was) => Object.fromEntries(Object.entries(was).filter(([k]) => !(k in next))));
  };
  const field = (k: keyof Values) => ({
    value: v[k] as string,
    onChange: (e: { currentTarget: { value: string } }) =>
      set({ [k]: e.currentTarget.value } as Partial<Values>),
    error: problems[k],
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setError(null);
    const body: SupplierInput = {
      name: v.name,
      contactPerson: v.contactPerson,
      phone: v.phone,
      email: v.email,
      address: v.address,
      tin: v.tin,
      vatRegistered: v.vatRegistered,
      paymentTermsDays: v.paymentTermsDays,
      withholdingAtc: (v.withholdingAtc || null) as SupplierInput['withholdingAtc'],
      payeeType: v.payeeType,
      notes: v.notes,
    };
    setBusy(true);
    try {
      const saved = supplier
        ? await client.call(api.updateSupplier, { params: { id: supplier.id }, body })
        : await client.call(api.createSupplier, { body });
      await qc.invalidateQueries({ queryKey: ['suppliers'] });
      notify.success({
        title: t('title'),
        message: t(supplier ? 'form.saved' : 'form.added', { name: saved.name }),
      });
      onSaved?.(saved);
      onClose();
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      setProblems(err.fields);
      setError(Object.keys(err.fields).length ? null : err.message);
    } finally {
      setBusy(false);
    }
  };

  const title = supplier ? t('form.editTitle', { name: supplier.name }) : t('form.newTitle');
  return (
    <Drawer
      opened
      onClose={onClose}
      title={title}
      position="right"
      size={narrow ? '100%' : 'lg'}
      padding="md"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Fieldset legend={t('form.identity')}>
            <Stack gap="sm">
              <TextInput label={t('form.name')} required {...field('name')} data-autofocus />
              <TextInput label={t('form.address')} {...field('address')} />
            </Stack>
          </Fieldset>
          <Fieldset legend={t('form.contact')}>
            <Stack gap="sm">
              <TextInput label={t('form.contactPerson')} {...field('contactPerson')} />
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <TextInput label={t('form.phone')} type="tel" inputMode="tel" {...field('phone')} />
                <TextInput label={t('form.email')} type="email" {...field('email')} />
              </SimpleGrid>
            </Stack>
          </Fieldset>
          <Fieldset legend={t('form.tax')}>
            <Stack gap="sm">
              <TextInput label={t('form.tin')} inputMode="numeric" {...field('tin')} />
              <Checkbox
                label={t('form.vatRegistered')}
                checked={v.vatRegistered}
                onChange={(e) => set({ vatRegistered: e.currentTarget.checked })}
              />
              <NumberInput
                label={t('form.paymentTermsDays')}
                min={0}
                max={365}
                allowDecimal={false}
                value={v.paymentTermsDays}
                onChange={(n) => set({ paymentTermsDays: typeof n === 'number' ? n : 0 })}
                error={problems.paymentTermsDays}
              />
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <Select
                  label={t('form.withholdingAtc')}
                  data={[
                    { value: '', label: t('form.noWithholding') },
                    ...WITHHOLDING_CODES.map((c) => ({
                      value: c.atc,
                      label: `${c.atc} · ${c.rateBp / 100}% ${c.what}, ${c.payee}`,
                    })),
                  ]}
                  value={v.withholdingAtc}
                  onChange={(a) => set({ withholdingAtc: a ?? '' })}
                  error={problems.withholdingAtc}
                  allowDeselect={false}
                />
                <Stack gap={4}>
                  <SegmentedControl
                    aria-label={t('form.payeeType')}
                    value={v.payeeType}
                    onChange={(p) => set({ payeeType: p as Values['payeeType'] })}
                    data={[
                      { value: 'corporate', label: t('form.corporate') },
                      { value: 'individual', label: t('form.individual') },
                    ]}
                    mt={24}
                  />
                </Stack>
              </SimpleGrid>
            </Stack>
          </Fieldset>
          <Textarea label={t('form.notes')} autosize minRows={2} {...field('notes')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
