import { customersContract as api, type Customer, type CustomerInput } from '@fbms/domain';
import {
  Alert,
  Button,
  Drawer,
  Fieldset,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError, api as client } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { parsePeso, pesoText } from '../../lib/peso-text.ts';
import { useCustomersT } from './customers.i18n.ts';

type Values = {
  kind: 'individual' | 'business';
  firstName: string;
  lastName: string;
  businessName: string;
  tin: string;
  registeredAddress: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  province: string;
  zipCode: string;
  farmLocation: string;
  raises: string;
  seniorPwdKind: '' | 'senior' | 'pwd';
  seniorPwdId: string;
  creditLimit: string;
  termsKind: 'days' | 'harvest';
  creditTermsDays: number;
  harvestMonth: string | null;
  tags: string[];
  notes: string;
};

const valuesOf = (c: Customer | null): Values => ({
  kind: c?.kind ?? 'individual',
  firstName: c?.firstName ?? '',
  lastName: c?.lastName ?? '',
  businessName: c?.businessName ?? '',
  tin: c?.tin ?? '',
  registeredAddress: c?.registeredAddress ?? '',
  phone: c?.phone ?? '',
  email: c?.email ?? '',
  address: c?.address ?? '',
  city: c?.city ?? '',
  province: c?.province ?? '',
  zipCode: c?.zipCode ?? '',
  farmLocation: c?.farmLocation ?? '',
  raises: c?.raises ?? '',
  seniorPwdKind: c?.seniorPwdKind ?? '',
  seniorPwdId: c?.seniorPwdId ?? '',
  creditLimit: c && c.creditLimitCentavos > 0 ? pesoText(c.creditLimitCentavos) : '',
  termsKind: c?.harvestMonth ? 'harvest' : 'days',
  creditTermsDays: c?.creditTermsDays ?? 30,
  harvestMonth: c?.harvestMonth ? String(c.harvestMonth) : null,
  tags: c?.tags ?? [],
  notes: c?.notes ?? '',
});

/** The customer form (new or edit), its fields grouped; the server's messages shown at their fields. */
export function CustomerDrawer({
  customer,
  onClose,
  onSaved,
}: {
  customer: Customer | null;
  onClose: () => void;
  onSaved?: (c: Customer) => void;
}) {
  const t = useCustomersT();
  const qc = useQueryClient();
  const [v, setV] = useState<Values>(() => valuesOf(customer));
  const [version, setVersion] = useState(customer?.version ?? 1);
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
    const limit = v.creditLimit.trim() ? parsePeso(v.creditLimit) : 0;
    if (limit === null) {
      setProblems({ creditLimit: t('form.badLimit') });
      return;
    }
    const body: CustomerInput = {
      kind: v.kind,
      firstName: v.firstName,
      lastName: v.lastName,
      businessName: v.businessName,
      tin: v.tin,
      registeredAddress: v.registeredAddress,
      phone: v.phone,
      email: v.email,
      address: v.address,
      city: v.city,
      province: v.province,
      zipCode: v.zipCode,
      farmLocation: v.farmLocation,
      raises: v.raises,
      seniorPwdKind: v.seniorPwdKind || null,
      seniorPwdId: v.seniorPwdId,
      creditLimitCentavos: limit,
      creditTermsDays: v.creditTermsDays,
      harvestMonth: v.termsKind === 'harvest' && v.harvestMonth ? Number(v.harvestMonth) : null,
      tags: v.tags,
      notes: v.notes,
    };
    setBusy(true);
    try {
      const saved = customer
        ? await client.call(api.updateCustomer, { params: { id: customer.id }, body: { ...body, version } })
        : await client.call(api.createCustomer, { body });
      await qc.invalidateQueries({ queryKey: ['customers'] });
      notify.success({
        title: t('title'),
        message: t(customer ? 'form.saved' : 'form.added', { name: saved.displayName }),
      });
      onSaved?.(saved);
      onClose();
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      if (err.code === 'CUSTOMER_CHANGED' && customer) {
        const fresh = await client.call(api.getCustomer, { params: { id: customer.id } });
        setV(valuesOf(fresh));
        setVersion(fresh.version);
        setError(t('form.stale'));
      } else {
        const f: Record<string, string> = {};
        for (const [k, m] of Object.entries(err.fields))
          f[k === 'creditLimitCentavos' ? 'creditLimit' : k] = m;
        setProblems(f);
        setError(err.message);
      }
    } finally {
      setBusy(false);
    }
  };

  const months = (t as unknown as (k: string, o: object) => string[])('customers.months', {
    returnObjects: true,
  });
  const title = customer ? t('form.editTitle', { name: customer.displayName }) : t('form.newTitle');
  return (
    <Drawer opened onClose={onClose} title={title} position="right" size="lg" padding="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Fieldset legend={t('form.identity')}>
            <Stack gap="sm">
              <SegmentedControl
                aria-label={t('form.kind')}
                value={v.kind}
                onChange={(k) => set({ kind: k as Values['kind'] })}
                data={[
                  { value: 'individual', label: t('form.individual') },
                  { value: 'business', label: t('form.business') },
                ]}
              />
              {v.kind === 'business' ? (
                <>
                  <TextInput
                    label={t('form.businessName')}
                    required
                    {...field('businessName')}
                    data-autofocus
                  />
                  <SimpleGrid cols={{ base: 1, xs: 2 }}>
                    <TextInput label={t('form.firstName')} {...field('firstName')} />
                    <TextInput label={t('form.lastName')} {...field('lastName')} />
                  </SimpleGrid>
                </>
              ) : (
                <SimpleGrid cols={{ base: 1, xs: 2 }}>
                  <TextInput label={t('form.firstName')} {...field('firstName')} data-autofocus />
                  <TextInput label={t('form.lastName')} {...field('lastName')} />
                </SimpleGrid>
              )}
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <TextInput label={t('form.tin')} inputMode="numeric" {...field('tin')} />
              </SimpleGrid>
              {v.kind === 'business' && (
                <TextInput label={t('form.registeredAddress')} {...field('registeredAddress')} />
              )}
            </Stack>
          </Fieldset>
          <Fieldset legend={t('form.contact')}>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput label={t('form.phone')} type="tel" inputMode="tel" {...field('phone')} />
              <TextInput label={t('form.email')} type="email" {...field('email')} />
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend={t('form.addressGroup')}>
            <Stack gap="sm">
              <TextInput label={t('form.address')} {...field('address')} />
              <SimpleGrid cols={{ base: 1, xs: 3 }}>
                <TextInput label={t('form.city')} {...field('city')} />
                <TextInput label={t('form.province')} {...field('province')} />
                <TextInput label={t('form.zipCode')} inputMode="numeric" {...field('zipCode')} />
              </SimpleGrid>
            </Stack>
          </Fieldset>
          <Fieldset legend={t('form.farm')}>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput label={t('form.farmLocation')} {...field('farmLocation')} />
              <TextInput
                label={t('form.raises')}
                placeholder={t('form.raisesPlaceholder')}
                {...field('raises')}
              />
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend={t('form.discountId')}>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <Select
                label={t('form.seniorPwdKind')}
                data={[
                  { value: '', label: t('form.none') },
                  { value: 'senior', label: t('form.senior') },
                  { value: 'pwd', label: t('form.pwd') },
                ]}
                value={v.seniorPwdKind}
                onChange={(k) => set({ seniorPwdKind: (k ?? '') as Values['seniorPwdKind'] })}
                error={problems.seniorPwdKind}
                allowDeselect={false}
              />
              <TextInput label={t('form.seniorPwdId')} {...field('seniorPwdId')} />
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend={t('form.credit')}>
            <Stack gap="sm">
              <TextInput
                label={t('form.creditLimit')}
                description={t('form.creditLimitHint')}
                inputMode="decimal"
                {...field('creditLimit')}
              />
              <SegmentedControl
                aria-label={t('form.termsKind')}
                value={v.termsKind}
                onChange={(k) => set({ termsKind: k as Values['termsKind'] })}
                data={[
                  { value: 'days', label: t('form.termsDays') },
                  { value: 'harvest', label: t('form.termsHarvest') },
                ]}
              />
              {v.termsKind === 'days' ? (
                <NumberInput
                  label={t('form.creditTermsDays')}
                  min={0}
                  max={366}
                  allowDecimal={false}
                  value={v.creditTermsDays}
                  onChange={(n) => set({ creditTermsDays: typeof n === 'number' ? n : 0 })}
                  error={problems.creditTermsDays}
                />
              ) : (
                <Select
                  label={t('form.harvestMonth')}
                  data={months.map((m, i) => ({ value: String(i + 1), label: m }))}
                  value={v.harvestMonth}
                  onChange={(m) => set({ harvestMonth: m })}
                  error={problems.harvestMonth}
                />
              )}
            </Stack>
          </Fieldset>
          <Fieldset legend={t('form.other')}>
            <Stack gap="sm">
              <TagsInput
                label={t('form.tags')}
                placeholder={t('form.tagsPlaceholder')}
                value={v.tags}
                onChange={(tags) => set({ tags })}
                error={problems.tags}
              />
              <Textarea label={t('form.notes')} autosize minRows={2} {...field('notes')} />
            </Stack>
          </Fieldset>
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
