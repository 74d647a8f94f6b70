import { randomFillSync } from 'node:crypto';

let lastMs = 0;
let counter = 0;

/** Random bytes drawn 4 KB at a time (one call into the CSPRNG per 256 ids, as crypto.randomUUID does). */
const pool = Buffer.alloc(4096);
let poolAt = pool.length;
function random16(): Buffer {
  if (poolAt + 16 > pool.length) {
    randomFillSync(pool);
    poolAt = 0;
  }
  const out = Buffer.from(pool.subarray(poolAt, poolAt + 16));
  poolAt += 16;
  return out;
}

/**
 * A UUIDv7 (RFC 9562): 48-bit Unix milliseconds, then a 12-bit counter that keeps ids made in the same
 * millisecond in creation order within this process, then random bits. Sorting by id sorts by time, and
 * new rows land at the end of their indexes.
 */
export function uuidv7(now: number = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    counter = random16().readUInt16BE() & 0x3ff; // start low so the counter rarely overflows
  } else {
    counter++;
    if (counter > 0xfff) {
      lastMs++; // borrow the next millisecond rather than go backwards
      counter = 0;
    }
  }
  const ms = lastMs;
  const bytes = random16();
  bytes[0] = Math.floor(ms / 2 ** 40) & 0xff;
  bytes[1] = Math.floor(ms / 2 ** 32) & 0xff;
  bytes[2] = (ms >>> 24) & 0xff;
  bytes[3] = (ms >>> 16) & 0xff;
  bytes[4] = (ms >>> 8) & 0xff;
  bytes[5] = ms & 0xff;
  bytes[6] = 0x70 | ((counter >>> 8) & 0x0f);
  bytes[7] = counter & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
