import {
  Checkbox,
  Group,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  TextInput,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { describe } from './save-mark.tsx';
import type { PathsOf, SettingValue } from './setting-paths.ts';
import { SettingGate } from './setting-visibility.tsx';
import { useSetting } from './settings-editor.tsx';
import { useDebouncedDraft } from './use-debounced-draft.ts';

/**
 * One input per kind of setting, each bound to a path of the document. Toggles and choices save at
 * once; typed values save after a pause (use-debounced-draft). Each shows "Saved" in its description
 * and the rule's or the server's message as its error.
 */
interface FieldProps<P> {
  path: P;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

export interface Choice<V> {
  value: V;
  label: string;
}

export function SettingSwitch({ path, label, hint, disabled }: FieldProps<PathsOf<boolean>>) {
  const field = useSetting(path);
  return (
    <SettingGate path={path}>
      <Switch
        label={label}
        description={describe(hint, field.status)}
        error={field.error}
        checked={field.value as boolean}
        disabled={disabled}
        onChange={(event) => void field.save(event.currentTarget.checked as SettingValue<typeof path>)}
      />
    </SettingGate>
  );
}

export function SettingSelect<P extends PathsOf<string | number>>({
  path,
  label,
  hint,
  disabled,
  options,
}: FieldProps<P> & { options: readonly Choice<SettingValue<P>>[] }) {
  const field = useSetting(path);
  const current = field.value;
  // A stored value the list does not offer (e.g. 40 rows per page from an import) still shows.
  const all = options.some((o) => o.value === current)
    ? options
    : [...options, { value: current, label: String(current) }];
  return (
    <SettingGate path={path}>
      <Select
        label={label}
        description={describe(hint, field.status)}
        error={field.error}
        data={all.map((o) => ({ value: String(o.value), label: o.label }))}
        value={String(current)}
        allowDeselect={false}
        disabled={disabled}
        maw={{ sm: 420 }}
        onChange={(picked) => {
          const choice = all.find((o) => String(o.value) === picked);
          if (choice && choice.value !== current) void field.save(choice.value as never);
        }}
      />
    </SettingGate>
  );
}

export function SettingRadios<P extends PathsOf<string>>({
  path,
  label,
  hint,
  options,
}: FieldProps<P> & { options: readonly Choice<SettingValue<P> & string>[] }) {
  const field = useSetting(path);
  return (
    <SettingGate path={path}>
      <Radio.Group
        label={label}
        description={describe(hint, field.status)}
        error={field.error}
        value={field.value as string}
        onChange={(picked) => void field.save(picked as never)}
      >
        <Group gap="md" mt={6}>
          {options.map((o) => (
            <Radio key={o.value} value={o.value} label={o.label} />
          ))}
        </Group>
      </Radio.Group>
    </SettingGate>
  );
}

export function SettingChecklist<P extends PathsOf<readonly string[]>>({
  path,
  label,
  hint,
  options,
}: FieldProps<P> & { options: readonly Choice<SettingValue<P>[number]>[] }) {
  const field = useSetting(path);
  const order = options.map((o) => o.value);
  return (
    <SettingGate path={path}>
      <Checkbox.Group
        label={label}
        description={describe(hint, field.status)}
        error={field.error}
        value={[...(field.value as readonly string[])]}
        onChange={(picked) => {
          // Kept in the options' order, so the stored list does not depend on the click order.
          const list = order.filter((v) => picked.includes(v));
          void field.save(list as never);
        }}
      >
        <Group gap="md" mt={6}>
          {options.map((o) => (
            <Checkbox key={o.value} value={o.value} label={o.label} />
          ))}
        </Group>
      </Checkbox.Group>
    </SettingGate>
  );
}

export function SettingTags({
  path,
  label,
  hint,
  placeholder,
}: FieldProps<PathsOf<readonly string[]>> & { placeholder?: string }) {
  const field = useSetting(path);
  return (
    <SettingGate path={path}>
      <TagsInput
        label={label}
        description={describe(hint, field.status)}
        error={field.error}
        placeholder={placeholder}
        value={[...(field.value as readonly string[])]}
        onChange={(list) => void field.save(list.map((v) => v.trim()) as never)}
        splitChars={[',', ' ', ';']}
        clearable
      />
    </SettingGate>
  );
}

export function SettingNumber({
  path,
  label,
  hint,
  min,
  max,
  suffix,
}: FieldProps<PathsOf<number>> & { min?: number; max?: number; suffix?: string }) {
  const field = useSetting(path);
  const saved = field.value as number;
  const { draft, change, flush } = useDebouncedDraft<number, number | string>(
    saved,
    (v) => v,
    (next) => {
      if (next !== saved) void field.save(next as never);
    },
  );
  return (
    <SettingGate path={path}>
      <NumberInput
        label={label}
        description={describe(hint, field.status)}
        error={field.error}
        value={draft}
        onChange={change}
        onBlur={flush}
        min={min}
        max={max}
        suffix={suffix}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        inputMode="numeric"
      />
    </SettingGate>
  );
}

export function SettingText({
  path,
  label,
  hint,
  placeholder,
}: FieldProps<PathsOf<string>> & { placeholder?: string }) {
  const field = useSetting(path);
  const saved = field.value as string;
  const { draft, change, flush } = useDebouncedDraft<string, string>(
    saved,
    (v) => v,
    (next) => {
      if (next.trim() !== saved) void field.save(next.trim() as never);
    },
  );
  return (
    <SettingGate path={path}>
      <TextInput
        label={label}
        description={describe(hint, field.status)}
        error={field.error}
        value={draft}
        placeholder={placeholder}
        onChange={(event) => change(event.currentTarget.value)}
        onBlur={flush}
        maxLength={64}
      />
    </SettingGate>
  );
}

/** A value shown for information (time zone, currency). */
export function ReadOnlyField({
  path,
  label,
  value,
  hint,
}: {
  path: 'timezone' | 'currency';
  label: ReactNode;
  value: string;
  hint?: ReactNode;
}) {
  return (
    <SettingGate path={path}>
      <TextInput label={label} value={value} description={hint} readOnly variant="filled" />
    </SettingGate>
  );
}

/** Fields side by side on wide screens, one under another on a phone. */
export function FieldRow({ children, cols = 2 }: { children: ReactNode; cols?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: cols }} spacing="md" verticalSpacing="sm">
      {children}
    </SimpleGrid>
  );
}

export function FieldStack({ children }: { children: ReactNode }) {
  return <Stack gap="sm">{children}</Stack>;
}
