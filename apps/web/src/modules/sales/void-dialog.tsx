import { type DocumentLayout, type InvoiceSale, saleDocumentsContract, voidSaleSchema } from '@fbms/domain';
import { Textarea } from '@mantine/core';
import { useState } from 'react';
import { ApiError, api } from '../../lib/api.ts';
import { CredentialFields } from '../../lib/credential-fields.tsx';
import { SaleDocumentDialog } from './sale-document-dialog.tsx';
import { useSaleDocsT } from './sale-documents.i18n.ts';

/**
 * Voids the whole invoice: the reason and a manager's e-mail and password, checked by the server on the
 * spot. The server refuses after the Z-reading, after a return, twice, and without an open shift at the
 * invoice's terminal; its refusal is shown as it words it.
 */
export function VoidDialog({
  sale,
  opened,
  onClose,
  onVoided,
}: {
  sale: InvoiceSale;
  opened: boolean;
  onClose: () => void;
  onVoided: (slip: { number: string; layout: DocumentLayout }) => void;
}) {
  const t = useSaleDocsT();
  const [form, setForm] = useState({ reason: '', email: '', password: '' });
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setError(null);
    const body = { reason: form.reason, approval: { email: form.email, password: form.password } };
    const parsed = voidSaleSchema.safeParse(body);
    if (!parsed.success) {
      const words: Record<string, string> = {
        reason: t('needReason'),
        'approval.email': t('needEmail'),
        'approval.password': t('needPassword'),
      };
      setFields(
        Object.fromEntries(
          parsed.error.issues.map((i) => [i.path.join('.'), words[i.path.join('.')] ?? i.message]),
        ),
      );
      return;
    }
    setFields({});
    setBusy(true);
    try {
      const r = await api.call(saleDocumentsContract.voidSale, { params: { id: sale.id }, body });
      setForm({ reason: '', email: '', password: '' });
      onVoided({ number: r.voidDocument.voidNumber, layout: r.slip });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
      setForm((f) => ({ ...f, password: '' }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <SaleDocumentDialog
      opened={opened}
      onClose={onClose}
      title={t('void.title', { number: `${sale.terminalName} ${sale.invoiceNumber}` })}
      explain={t('void.explain', { terminal: sale.terminalName })}
      error={error}
      busy={busy}
      submitLabel={t('void.submit')}
      danger
      onSubmit={() => void submit()}
    >
      <Textarea
        label={t('void.reason')}
        placeholder={t('void.reasonPlaceholder')}
        withAsterisk
        maxLength={300}
        autosize
        minRows={2}
        data-autofocus
        value={form.reason}
        error={fields.reason}
        onChange={(e) => setForm({ ...form, reason: e.currentTarget.value })}
      />
      <CredentialFields
        value={{ email: form.email, password: form.password }}
        onChange={(v) => setForm({ ...form, ...v })}
        emailLabel={t('email')}
        passwordLabel={t('password')}
        errors={{ email: fields['approval.email'], password: fields['approval.password'] }}
        required
      />
    </SaleDocumentDialog>
  );
}
