import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify.ts';
import { setupQuery } from '../../lib/session.ts';
import { ImageField } from '../../shell/image-field/image-field.tsx';
import {
  imageUrl,
  removeImage,
  type StoreImage,
  type SystemSettingsView,
  systemSettingsQuery,
  uploadImage,
} from './system-settings.queries.ts';

/** One of the store's images (the logo, the payment QR code), admin-editable. */
export function StoreImageField({ view, kind }: { view: SystemSettingsView; kind: StoreImage }) {
  const { t: translate } = useTranslation();
  const t = (key: string): string => translate(`systemSettings.${kind}.${key}` as never);
  const queryClient = useQueryClient();
  const present = kind === 'logo' ? view.businessInfo.hasLogo : view.payments.hasPaymentQr;
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: systemSettingsQuery.queryKey }),
      // The sign-in page and printed invoices learn from the setup state whether there is a logo.
      queryClient.invalidateQueries({ queryKey: setupQuery.queryKey }),
    ]);
  return (
    <ImageField
      t={t}
      src={present ? imageUrl(kind, view.updatedAt) : null}
      scope="settings-system"
      upload={(dataUrl) => uploadImage(kind, dataUrl)}
      remove={() => removeImage(kind)}
      onUploaded={async () => {
        await refresh();
        notify.success({ title: t('uploadedTitle'), message: t('uploadedMessage') });
      }}
      onRemoved={async () => {
        await refresh();
        notify.success({ title: t('removedTitle'), message: t('removedMessage') });
      }}
    />
  );
}
