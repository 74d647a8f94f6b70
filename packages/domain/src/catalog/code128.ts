/**
 * Code 128 barcodes for shelf labels and product stickers: turns a SKU or barcode text into the row of
 * bars and spaces a label printer or SVG renderer draws. Code Set B covers printable ASCII; runs of digits
 * are packed two to a symbol with Code Set C so long numeric codes print narrower.
 */

/** Bar/space widths of each Code 128 symbol, indexed by symbol value (0–105), then the stop pattern. */
// biome-ignore format: the standard ten-per-row table is easier to check against ISO/IEC 15417
const WIDTHS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];

const widthsToModules = (widths: string): string =>
  [...widths].map((w, i) => (i % 2 === 0 ? '1' : '0').repeat(Number(w))).join('');

/**
 * The module pattern ('1' bar, '0' space) of every Code 128 symbol value 0–105; index 106 is the
 * 13-module stop pattern. Exported so tests and decoders share one table.
 */
export const CODE128_PATTERNS: readonly string[] = WIDTHS.map(widthsToModules);

/** Symbol values with a special meaning in Code 128. */
export const CODE128 = { CODE_C: 99, CODE_B: 100, START_B: 104, START_C: 105, STOP: 106 } as const;

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';

function digitRunLength(text: string, from: number): number {
  let end = from;
  while (isDigit(text[end])) end++;
  return end - from;
}

/**
 * The symbol values for `text`: start code, data (with any code set switches) and the mod-103 checksum,
 * without the stop pattern. Throws a user-facing error for empty text or characters outside ASCII 32–126.
 */
export function code128Values(text: string): number[] {
  if (text.length === 0) throw new Error('Nothing to encode');
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code < 32 || code > 126) {
      throw new Error('Only letters, digits and common symbols can be printed as a barcode');
    }
  }

  const values: number[] = [];
  let set: 'B' | 'C' | null = null;
  let i = 0;
  while (i < text.length) {
    if (set !== 'C' && worthCodeC(text, i)) {
      if (digitRunLength(text, i) % 2 === 1) {
        // An odd run: its first digit goes in Code B so the rest packs into whole pairs.
        if (set === null) values.push(CODE128.START_B);
        set = 'B';
        values.push(text.charCodeAt(i) - 32);
        i++;
      }
      values.push(set === null ? CODE128.START_C : CODE128.CODE_C);
      set = 'C';
      const end = i + digitRunLength(text, i);
      for (; i < end; i += 2) values.push(Number(text.slice(i, i + 2)));
      continue;
    }
    if (set === null) values.push(CODE128.START_B);
    else if (set === 'C') values.push(CODE128.CODE_B);
    set = 'B';
    values.push(text.charCodeAt(i) - 32);
    i++;
  }

  const checksum = values.reduce((sum, v, idx) => sum + v * Math.max(idx, 1), 0) % 103;
  values.push(checksum);
  return values;
}

/** Whether packing the digit run at `i` into Code C (an odd leading digit stays in B) saves symbols. */
function worthCodeC(text: string, i: number): boolean {
  const run = digitRunLength(text, i);
  if (run < 2) return false;
  const odd = run % 2;
  const switchIn = i === 0 && odd === 0 ? 0 : 1; // at the very start, Start C replaces Start B
  const switchOut = i + run === text.length ? 0 : 1;
  return odd + switchIn + (run - odd) / 2 + switchOut < run;
}

/**
 * The Code 128 bar pattern for `text` as '1' (bar) and '0' (space) modules: start code, data, checksum
 * and the 13-module stop pattern, with no quiet zone (the renderer adds 10 modules of white each side).
 */
export function code128Modules(text: string): string {
  const symbols = code128Values(text).map((v) => CODE128_PATTERNS[v]!);
  return symbols.join('') + CODE128_PATTERNS[CODE128.STOP]!;
}
