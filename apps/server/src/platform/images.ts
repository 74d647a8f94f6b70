import { DomainError, LOGO_MAX_BYTES, refusal, sniffImageType } from '@fbms/domain';

/**
 * `data:image/png;base64,…` → checked bytes: at most 512 KB, and PNG, JPEG or WebP as read from the
 * bytes, not from the label. `name` says what it is in the message ("The logo is too large: …").
 */
export function decodeImageUpload(dataUrl: string, name: string): { bytes: Buffer; type: string } {
  const m = /^data:([\w/+.-]+);base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  if (!m)
    throw new DomainError(
      'FILE_TYPE_INVALID',
      'Choose a PNG, JPEG or WebP image.',
      refusal('imageTypeInvalid'),
    );
  const bytes = Buffer.from(m[2]!, 'base64');
  if (bytes.length > LOGO_MAX_BYTES) {
    throw new DomainError(
      'FILE_SIZE_EXCEEDED',
      `${name} is too large: at most ${LOGO_MAX_BYTES / 1024} KB.`,
      refusal('imageTooLarge', { name, maxKb: LOGO_MAX_BYTES / 1024 }),
    );
  }
  const type = sniffImageType(bytes);
  if (!type)
    throw new DomainError(
      'FILE_TYPE_INVALID',
      'Choose a PNG, JPEG or WebP image.',
      refusal('imageTypeInvalid'),
    );
  return { bytes, type };
}
