/**
 * The backup file (decision 0012):
 *
 *   "FBMSBAK1" | uint32 BE header length | header JSON (clear) | AES-256-GCM(gzip(tar)) | 16-byte GCM tag
 *
 * The header is the public manifest (what, when, which version, row counts; never any data) plus the
 * key derivation's salt and parameters, the cipher's IV and a passphrase check (so a wrong passphrase
 * is told apart from a damaged file). The whole clear prefix is the cipher's additional authenticated
 * data: a changed header byte fails the tag like a changed body byte.
 *
 * The tar holds `manifest.json` (the full manifest, last) and each table's COPY text in pieces of at
 * most PIECE_BYTES: `tables/<schema>.<table>/<nnnnnn>.copy`, joined in order on the way back.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  randomBytes,
  scrypt,
  timingSafeEqual,
} from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { BackupError, type BackupManifest, type BackupManifestPublic } from './types.ts';

export const MAGIC = Buffer.from('FBMSBAK1', 'ascii');
export const PIECE_BYTES = 4 * 1024 * 1024;
const TAG_BYTES = 16;
const MAX_HEADER_BYTES = 1024 * 1024;
/** scrypt cost: ~0.1 s and 32 MiB on a small server; recorded in the header so it can change later. */
const KDF = { N: 2 ** 15, r: 8, p: 1 };

interface FileHeader extends BackupManifestPublic {
  kdf: { name: 'scrypt'; N: number; r: number; p: number; salt: string };
  cipher: { name: 'aes-256-gcm'; iv: string };
  /** SHA-256 of the derived check key: a wrong passphrase gives another one. */
  check: string;
}

async function deriveKeys(passphrase: string, salt: Buffer, kdf: { N: number; r: number; p: number }) {
  const bytes = await new Promise<Buffer>((resolve, reject) =>
    scrypt(passphrase.normalize('NFC'), salt, 64, { ...kdf, maxmem: 256 * kdf.N * kdf.r }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
  return {
    key: bytes.subarray(0, 32),
    check: createHash('sha256').update(bytes.subarray(32)).digest(),
  };
}

const corrupted = (why: string) =>
  new BackupError(
    'BACKUP_CORRUPTED',
    `This backup file is damaged or incomplete (${why}), so nothing was restored.`,
  );

/** Where the body's table pieces go as the tar is written. */
export interface BackupBodyWriter {
  /** One piece of a file in the tar (waits while the output is behind). */
  entry(name: string, data: Buffer): Promise<void>;
}

/**
 * Write a backup file to `out`: the clear header, then the body `fill` writes, encrypted. The manifest
 * `fill` answers goes in last. Answers the file's size and SHA-256 (of every byte written).
 */
export async function writeBackupFile(
  out: NodeJS.WritableStream,
  header: BackupManifestPublic,
  passphrase: string,
  fill: (body: BackupBodyWriter) => Promise<BackupManifest>,
): Promise<{ manifest: BackupManifest; sizeBytes: number; sha256: string }> {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const { key, check } = await deriveKeys(passphrase, salt, KDF);
  const fileHeader: FileHeader = {
    ...header,
    kdf: { name: 'scrypt', ...KDF, salt: salt.toString('base64') },
    cipher: { name: 'aes-256-gcm', iv: iv.toString('base64') },
    check: check.toString('hex'),
  };
  const headerBytes = Buffer.from(JSON.stringify(fileHeader), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(headerBytes.length);
  const prefix = Buffer.concat([MAGIC, length, headerBytes]);

  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(prefix);
  const encrypt = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      cb(null, cipher.update(chunk));
    },
    flush(cb) {
      cb(null, Buffer.concat([cipher.final(), cipher.getAuthTag()]));
    },
  });
  const hash = createHash('sha256').update(prefix);
  let sizeBytes = prefix.length;
  let started = false;
  const count = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      if (!started) {
        started = true;
        this.push(prefix);
      }
      hash.update(chunk);
      sizeBytes += chunk.length;
      cb(null, chunk);
    },
  });

  const pack = tar.pack();
  const body: BackupBodyWriter = {
    entry: (name, data) =>
      new Promise<void>((resolve, reject) => {
        const sink = pack.entry({ name, size: data.length, mtime: new Date(0) }, data, (err) =>
          err ? reject(err) : resolve(),
        );
        sink.on('error', () => {}); // the callback has it
      }),
  };
  const written = pipeline(pack, createGzip({ level: 6 }), encrypt, count, out as Writable);
  // An output that fails (disk full, a closed connection) ends the backup at once, even while `fill`
  // waits for the output to drain.
  const outputFailed = written.then(
    () => new Promise<never>(() => {}),
    (err: unknown) => Promise.reject(err),
  );
  outputFailed.catch(() => {});
  let manifest: BackupManifest;
  try {
    const filling = fill(body);
    filling.catch(() => {}); // after an output failure its own error comes later, heard by no one
    manifest = await Promise.race([filling, outputFailed]);
    await body.entry('manifest.json', Buffer.from(JSON.stringify(manifest), 'utf8'));
    pack.finalize();
  } catch (err) {
    pack.destroy();
    await written.catch(() => {});
    throw err;
  }
  await written;
  return { manifest, sizeBytes, sha256: hash.digest('hex') };
}

/** The clear header of a backup file (no passphrase needed). */
export async function readFileHeader(
  file: string,
): Promise<{ header: FileHeader; prefix: Buffer; size: number }> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const start = Buffer.alloc(12);
    const { bytesRead } = await handle.read(start, 0, 12, 0);
    if (bytesRead < 12 || !start.subarray(0, 8).equals(MAGIC))
      throw new BackupError(
        'BACKUP_CORRUPTED',
        'This is not an FBMS backup file (it does not start with FBMSBAK1).',
      );
    const length = start.readUInt32BE(8);
    if (length > MAX_HEADER_BYTES || 12 + length + TAG_BYTES > size)
      throw corrupted('its header is cut short');
    const headerBytes = Buffer.alloc(length);
    await handle.read(headerBytes, 0, length, 12);
    let header: FileHeader;
    try {
      header = JSON.parse(headerBytes.toString('utf8')) as FileHeader;
    } catch {
      throw corrupted('its header is not readable');
    }
    if (header.format !== 1 || header.kdf?.name !== 'scrypt' || header.cipher?.name !== 'aes-256-gcm')
      throw corrupted('an unknown format');
    return { header, prefix: Buffer.concat([start, headerBytes]), size };
  } finally {
    await handle.close();
  }
}

/** The public part of the header (what H2's list shows). */
export function publicManifest(header: FileHeader | BackupManifestPublic): BackupManifestPublic {
  return {
    format: header.format,
    app: header.app,
    createdAt: header.createdAt,
    database: header.database,
    migrations: header.migrations,
    tables: header.tables.map((t) => ({ name: t.name, rows: t.rows })),
  };
}

/** Check the passphrase against the header (cheap: no decryption). Throws BACKUP_WRONG_PASSPHRASE. */
export async function unlock(header: FileHeader, passphrase: string): Promise<Buffer> {
  const { key, check } = await deriveKeys(passphrase, Buffer.from(header.kdf.salt, 'base64'), header.kdf);
  const expected = Buffer.from(header.check, 'hex');
  if (expected.length !== check.length || !timingSafeEqual(expected, check))
    throw new BackupError(
      'BACKUP_WRONG_PASSPHRASE',
      'The passphrase does not open this backup file. Type the passphrase that was set when it was made.',
    );
  return key;
}

/** A table's COPY text in the decrypted folder. */
export const tableFile = (dir: string, table: string) => join(dir, `${table}.copy`);

/**
 * Decrypt, verify and unpack the whole body into `dir` (one `<schema>.<table>.copy` per table) and
 * answer the manifest. Nothing of the file is trusted before the GCM tag at its end is checked; the
 * caller uses the folder only when this returns.
 */
export async function unpackBackup(
  file: string,
  passphrase: string,
  dir: string,
): Promise<{ header: FileHeader; manifest: BackupManifest }> {
  const { header, prefix, size } = await readFileHeader(file);
  const key = await unlock(header, passphrase);
  const tag = Buffer.alloc(TAG_BYTES);
  const handle = await open(file, 'r');
  try {
    await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    await handle.close();
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(header.cipher.iv, 'base64'));
  decipher.setAAD(prefix);
  decipher.setAuthTag(tag);

  let manifestText: string | undefined;
  const extract = tar.extract();
  const pieces = new Map<string, number>();
  /** Each table's SHA-256 and rows, summed as its pieces are written. */
  const seen = new Map<string, { hash: ReturnType<typeof createHash>; rows: number }>();
  extract.on('entry', (entry, stream, next) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c) => chunks.push(c as Buffer));
    stream.on('error', next);
    stream.on('end', () => {
      const data = Buffer.concat(chunks);
      const name = entry.name;
      const piece = /^tables\/([a-z0-9_]+\.[a-z0-9_]+)\/(\d{6})\.copy$/.exec(name);
      if (name === 'manifest.json') {
        manifestText = data.toString('utf8');
        next();
      } else if (piece) {
        const table = piece[1]!;
        const n = Number(piece[2]);
        const expected = pieces.get(table) ?? 0;
        if (n !== expected) return next(corrupted(`a piece of ${table} is out of order`));
        pieces.set(table, n + 1);
        const sums = seen.get(table) ?? { hash: createHash('sha256'), rows: 0 };
        seen.set(table, sums);
        sums.hash.update(data);
        sums.rows += countLines(data);
        writeFile(tableFile(dir, table), data, { flag: n === 0 ? 'w' : 'a' }).then(() => next(), next);
      } else next(corrupted(`an unexpected entry ${name}`));
    });
  });
  try {
    await pipeline(
      createReadStream(file, { start: prefix.length, end: size - TAG_BYTES - 1 }),
      decipher,
      createGunzip(),
      extract,
    );
  } catch (err) {
    if (err instanceof BackupError) throw err;
    throw corrupted(
      /auth/i.test(String((err as Error).message))
        ? 'its checksum does not match'
        : 'its contents cannot be read',
    );
  }
  if (!manifestText) throw corrupted('it has no manifest');
  const manifest = JSON.parse(manifestText) as BackupManifest;
  for (const t of manifest.tables) {
    if (!pieces.has(t.name)) await writeFile(tableFile(dir, t.name), '');
    const sums = seen.get(t.name) ?? { hash: createHash('sha256'), rows: 0 };
    if (sums.hash.digest('hex') !== t.sha256 || sums.rows !== t.rows)
      throw corrupted(`table ${t.name} does not match its manifest`);
  }
  return { header, manifest };
}

/** Rows in a piece of COPY text: one per newline (newlines inside values are escaped as \n). */
export function countLines(chunk: Buffer): number {
  let n = 0;
  let i = chunk.indexOf(10);
  while (i !== -1) {
    n++;
    i = chunk.indexOf(10, i + 1);
  }
  return n;
}
