import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** One text message to one number. */
export interface SmsMessage {
  to: string;
  text: string;
  /** What sent it (the campaign, the reminder), for the provider's records. */
  reference: string;
}

/**
 * Where text messages go (issue 23: marketing campaigns and payment reminders). A gateway (Semaphore, Globe Labs, …) is another implementation;
 * until one is configured, the file outbox keeps every message, one JSON line each, in
 * DATA_DIR/outbox/sms.jsonl beside the mail outbox, for the store to send or check by hand.
 */
export interface SmsProvider {
  kind: string;
  send(message: SmsMessage): Promise<void>;
}

export const smsOutboxFile = (dataDir: string) => join(dataDir, 'outbox', 'sms.jsonl');

let override: SmsProvider | null = null;
/** A gateway in place of the file outbox (the store's SMS provider, or a test's). */
export function useSmsProvider(provider: SmsProvider | null) {
  override = provider;
}
/** The SMS provider in use: the one set by useSmsProvider, else the data folder's file outbox. */
export const smsProviderOf = (deps: { config: { DATA_DIR: string }; now: () => Date }) =>
  override ?? fileOutboxSmsProvider(deps.config.DATA_DIR, deps.now);

export function fileOutboxSmsProvider(dataDir: string, now: () => Date): SmsProvider {
  const file = smsOutboxFile(dataDir);
  return {
    kind: 'file-outbox',
    async send(m) {
      mkdirSync(join(dataDir, 'outbox'), { recursive: true });
      appendFileSync(file, `${JSON.stringify({ at: now().toISOString(), ...m })}\n`, { mode: 0o600 });
    },
  };
}
