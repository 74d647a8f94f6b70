import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countLines,
  PIECE_BYTES,
  readFileHeader,
  tableFile,
  unpackBackup,
  writeBackupFile,
} from './format.ts';
import { BackupError, type BackupManifest } from './types.ts';

const ledger = {
  journalDebitCentavos: 100,
  journalCreditCentavos: 100,
  stockMilli: 5000,
  customerBalanceCentavos: 0,
  supplierBalanceCentavos: 0,
};
// A table bigger than one piece, so it is written in several and joined again.
const big = Buffer.from(
  Array.from({ length: Math.ceil((PIECE_BYTES * 1.5) / 40) }, (_, i) => `${i}\tFeed\\nline ${i}\t\\N\n`).join(
    '',
  ),
);
const small = Buffer.from('1\tMaria\n2\tJose\n');
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('the backup file', () => {
  let dir: string;
  let file: string;
  let result: Awaited<ReturnType<typeof writeBackupFile>>;
  const header = {
    format: 1 as const,
    app: '0.1.0',
    createdAt: '2026-11-27T00:00:00.000Z',
    database: 'pglite' as const,
    migrations: { count: 21, last: '0020_admin' },
    tables: [
      { name: 'public.big', rows: countLines(big) },
      { name: 'public.customers', rows: 2 },
      { name: 'public.empty', rows: 0 },
    ],
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'fbms-format-'));
    file = join(dir, 'a.fbmsbak');
    result = await writeBackupFile(createWriteStream(file), header, 'a long passphrase', async (body) => {
      for (let at = 0; at < big.length; at += PIECE_BYTES)
        await body.entry(
          `tables/public.big/${String(at / PIECE_BYTES).padStart(6, '0')}.copy`,
          big.subarray(at, at + PIECE_BYTES),
        );
      await body.entry('tables/public.customers/000000.copy', small);
      const manifest: BackupManifest = {
        ...header,
        tables: [
          { name: 'public.big', rows: countLines(big), sha256: sha(big) },
          { name: 'public.customers', rows: 2, sha256: sha(small) },
          { name: 'public.empty', rows: 0, sha256: sha(Buffer.alloc(0)) },
        ],
        ledger,
      };
      return manifest;
    });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('starts with the magic and a clear header without data, and answers its size and SHA-256', async () => {
    const bytes = await readFile(file);
    expect(bytes.subarray(0, 8).toString()).toBe('FBMSBAK1');
    expect(result.sizeBytes).toBe(bytes.length);
    expect(result.sha256).toBe(sha(bytes));
    const { header: read } = await readFileHeader(file);
    expect(read).toMatchObject(header);
    expect(bytes.includes(Buffer.from('Maria'))).toBe(false);
    expect(JSON.stringify(read)).not.toContain('ledger');
  });

  it('unpacks into one file per table, pieces joined, checksums checked', async () => {
    const out = await mkdtemp(join(dir, 'out-'));
    const { manifest } = await unpackBackup(file, 'a long passphrase', out);
    expect(manifest.ledger).toEqual(ledger);
    expect((await readFile(tableFile(out, 'public.big'))).equals(big)).toBe(true);
    expect((await readFile(tableFile(out, 'public.customers'))).toString()).toBe(small.toString());
    expect((await readFile(tableFile(out, 'public.empty'))).length).toBe(0);
  });

  const code = async (path: string, passphrase = 'a long passphrase') => {
    const out = await mkdtemp(join(dir, 'bad-'));
    const err = await unpackBackup(path, passphrase, out).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BackupError);
    return (err as BackupError).code;
  };

  it('tells a wrong passphrase from a damaged file', async () => {
    expect(await code(file, 'another passphrase')).toBe('BACKUP_WRONG_PASSPHRASE');
    const bytes = await readFile(file);
    for (const at of [bytes.length - 1, bytes.length - 20, Math.floor(bytes.length / 2), 12 + 5]) {
      const flipped = Buffer.from(bytes);
      flipped[at]! ^= 0x40;
      const path = join(dir, `flip-${at}.fbmsbak`);
      await writeFile(path, flipped);
      expect(await code(path)).toBe('BACKUP_CORRUPTED');
    }
    await writeFile(join(dir, 'cut.fbmsbak'), bytes.subarray(0, bytes.length - 100));
    expect(await code(join(dir, 'cut.fbmsbak'))).toBe('BACKUP_CORRUPTED');
    await writeFile(join(dir, 'tiny.fbmsbak'), bytes.subarray(0, 10));
    expect(await code(join(dir, 'tiny.fbmsbak'))).toBe('BACKUP_CORRUPTED');
  });

  it('stops with the error of an output that fails half-way (a full disk)', async () => {
    let written = 0;
    const failing = new Writable({
      write(chunk: Buffer, _enc, cb) {
        written += chunk.length;
        if (written > 100_000 && !this.destroyed) cb(new Error('ENOSPC: no space left on device'));
        else cb();
      },
    });
    const err = await writeBackupFile(failing, header, 'a long passphrase', async (body) => {
      for (let i = 0; i < 100; i++)
        await body.entry(`tables/public.big/${String(i).padStart(6, '0')}.copy`, big);
      throw new Error('not reached');
    }).catch((e: unknown) => e);
    expect(String(err)).toContain('ENOSPC');
  });

  it('counts COPY rows by their newlines (newlines in values are escaped)', () => {
    expect(countLines(Buffer.from('a\\nb\tc\n'))).toBe(1);
    expect(countLines(Buffer.alloc(0))).toBe(0);
  });
});
