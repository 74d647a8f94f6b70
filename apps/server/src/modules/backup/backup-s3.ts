import { createWriteStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';

/**
 * Backups to S3-compatible storage (Amazon S3, or any storage speaking its API): a multipart upload of
 * 8 MB parts that resumes. The upload id and the parts sent are kept in `backups.upload` after each
 * part, so a run that stopped half-way (power cut, network gone) sends only the missing parts next time.
 * The storage's own list of parts (ListParts) is asked first; a storage that does not answer it (some
 * S3 look-alikes) is resumed from the parts we recorded.
 */
export interface S3Target {
  endpoint: string;
  region: string;
  bucket: string;
  prefix: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface UploadState {
  key: string;
  uploadId: string;
  partSize: number;
  parts: { PartNumber: number; ETag: string; Size: number }[];
}

export const PART_SIZE = 8 * 1024 * 1024;

export function s3Client(t: S3Target): S3Client {
  return new S3Client({
    region: t.region,
    ...(t.endpoint ? { endpoint: t.endpoint, forcePathStyle: true } : {}),
    credentials: { accessKeyId: t.accessKeyId, secretAccessKey: t.secretAccessKey },
    // Checksums only where S3 requires them: S3-compatible storages do not all check the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
}

export const s3Key = (t: Pick<S3Target, 'prefix'>, fileName: string) =>
  [t.prefix.replace(/^\/+|\/+$/g, ''), fileName].filter(Boolean).join('/');

export const s3Location = (t: Pick<S3Target, 'bucket' | 'prefix'>, fileName: string) =>
  `s3://${t.bucket}/${s3Key(t, fileName)}`;

/** The parts the storage already holds for an unfinished upload (ListParts, else our record). */
async function partsThere(client: S3Client, t: S3Target, state: UploadState): Promise<UploadState['parts']> {
  try {
    const parts: UploadState['parts'] = [];
    let marker: string | undefined;
    for (;;) {
      const r = await client.send(
        new ListPartsCommand({
          Bucket: t.bucket,
          Key: state.key,
          UploadId: state.uploadId,
          PartNumberMarker: marker,
        }),
      );
      for (const p of r.Parts ?? [])
        if (p.PartNumber && p.ETag) parts.push({ PartNumber: p.PartNumber, ETag: p.ETag, Size: p.Size ?? 0 });
      if (!r.IsTruncated) break;
      marker = r.NextPartNumberMarker;
    }
    return parts;
  } catch (err) {
    const name = (err as { name?: string }).name ?? '';
    if (name === 'NoSuchUpload') throw err;
    // A storage without ListParts (it answers "method not allowed" or "not implemented").
    return state.parts;
  }
}

export interface UploadProgress {
  bytesSent: number;
  totalBytes: number;
}

/**
 * Sends `file` to `key`, resuming `resume` when given (and still open on the storage). `onState` is
 * called after the upload starts and after each part, for the caller to store; `stopAfterParts` stops
 * the run after that many parts sent in this run (tests: a run cut half-way).
 */
export async function uploadFile(
  t: S3Target,
  file: string,
  key: string,
  opts: {
    resume?: UploadState | null;
    partSize?: number;
    onState?: (s: UploadState) => Promise<void>;
    onProgress?: (p: UploadProgress) => void;
    stopAfterParts?: number;
  } = {},
): Promise<{ resumedParts: number; sentParts: number }> {
  const client = s3Client(t);
  try {
    const totalBytes = (await stat(file)).size;
    let state: UploadState | null = opts.resume && opts.resume.key === key ? opts.resume : null;
    let done: UploadState['parts'] = [];
    if (state) {
      try {
        done = await partsThere(client, t, state);
      } catch {
        state = null; // the storage forgot the upload: start again
      }
    }
    if (!state) {
      const partSize = opts.partSize ?? PART_SIZE;
      const r = await client.send(new CreateMultipartUploadCommand({ Bucket: t.bucket, Key: key }));
      state = { key, uploadId: r.UploadId!, partSize, parts: [] };
      done = [];
      await opts.onState?.(state);
    }
    const partSize = state.partSize;
    const count = Math.max(1, Math.ceil(totalBytes / partSize));
    const have = new Map(done.map((p) => [p.PartNumber, p]));
    // A part is kept only when it has the size we would send.
    const expectedSize = (n: number) => (n < count ? partSize : totalBytes - partSize * (count - 1));
    const parts: UploadState['parts'] = [];
    let bytesSent = 0;
    let sentParts = 0;
    let resumedParts = 0;
    const fh = await open(file, 'r');
    try {
      for (let n = 1; n <= count; n++) {
        const size = expectedSize(n);
        const kept = have.get(n);
        if (kept && (kept.Size === 0 || kept.Size === size)) {
          parts.push(kept);
          resumedParts++;
        } else {
          if (opts.stopAfterParts !== undefined && sentParts >= opts.stopAfterParts)
            throw new Error(`upload stopped after ${sentParts} parts (as asked)`);
          const body = Buffer.alloc(size);
          await fh.read(body, 0, size, (n - 1) * partSize);
          const r = await client.send(
            new UploadPartCommand({
              Bucket: t.bucket,
              Key: key,
              UploadId: state.uploadId,
              PartNumber: n,
              Body: body,
              ContentLength: size,
            }),
          );
          parts.push({ PartNumber: n, ETag: r.ETag!, Size: size });
          sentParts++;
          state = { ...state, parts: [...parts] };
          await opts.onState?.(state);
        }
        bytesSent += size;
        opts.onProgress?.({ bytesSent, totalBytes });
      }
    } finally {
      await fh.close();
    }
    await client.send(
      new CompleteMultipartUploadCommand({
        Bucket: t.bucket,
        Key: key,
        UploadId: state.uploadId,
        MultipartUpload: { Parts: parts.map((p) => ({ PartNumber: p.PartNumber, ETag: p.ETag })) },
      }),
    );
    return { resumedParts, sentParts };
  } finally {
    client.destroy();
  }
}

/** The object as a stream (a download, or a restore's copy). */
export async function downloadStream(t: S3Target, key: string): Promise<Readable> {
  const client = s3Client(t);
  const r = await client.send(new GetObjectCommand({ Bucket: t.bucket, Key: key }));
  const body = r.Body as Readable;
  body.once('close', () => client.destroy());
  return body;
}

export async function downloadFile(t: S3Target, key: string, file: string): Promise<void> {
  await pipeline(await downloadStream(t, key), createWriteStream(file));
}

export async function deleteObject(t: S3Target, key: string): Promise<void> {
  const client = s3Client(t);
  try {
    await client.send(new DeleteObjectCommand({ Bucket: t.bucket, Key: key }));
  } finally {
    client.destroy();
  }
}

/** Put and delete a small object: the storage is reachable and the keys may write. */
export async function checkWritable(t: S3Target): Promise<void> {
  const client = s3Client(t);
  const key = s3Key(t, `.fbms-check-${Date.now()}`);
  try {
    await client.send(new PutObjectCommand({ Bucket: t.bucket, Key: key, Body: 'ok' }));
    await client.send(new DeleteObjectCommand({ Bucket: t.bucket, Key: key }));
  } finally {
    client.destroy();
  }
}
