import { describe, expect, it } from 'vitest';
import { makeProduct } from '../render-inventory.test-helper.tsx';
import { barcodeBars, expandLabels, labelChoices, totalLabels } from './labels.ts';

describe('barcode labels', () => {
  it('offers each barcode at its unit price, then the SKU at the base price', () => {
    const feed = makeProduct({
      sku: 'HG-50',
      priceCentavos: 3_200,
      barcodes: [
        { barcode: '4800000000011', unitCode: 'sack' },
        { barcode: '4800000000028', unitCode: null },
      ],
    });
    expect(labelChoices(feed)).toEqual([
      { code: '4800000000011', unitCode: 'sack', priceCentavos: 145_000, fromSku: false },
      { code: '4800000000028', unitCode: 'kg', priceCentavos: 3_200, fromSku: false },
      { code: 'HG-50', unitCode: 'kg', priceCentavos: 3_200, fromSku: true },
    ]);
  });

  it('does not offer the SKU twice when it is also a barcode', () => {
    const p = makeProduct({ sku: '4800000000011' });
    expect(labelChoices(p).map((c) => c.code)).toEqual(['4800000000011']);
  });

  it('draws bars whose widths add up to the Code 128 pattern', () => {
    const drawn = barcodeBars('HG-50')!;
    // Start B + 5 symbols + checksum = 7 × 11 modules, plus the 13-module stop.
    expect(drawn.modules).toBe(7 * 11 + 13);
    expect(drawn.bars[0]).toEqual({ x: 0, width: 2 });
    const last = drawn.bars.at(-1)!;
    expect(last.x + last.width).toBe(drawn.modules);
    for (let i = 1; i < drawn.bars.length; i++)
      expect(drawn.bars[i]!.x).toBeGreaterThan(drawn.bars[i - 1]!.x + drawn.bars[i - 1]!.width - 1);
  });

  it('refuses text a barcode cannot hold', () => {
    expect(barcodeBars('Piña-1')).toBeNull();
    expect(barcodeBars('')).toBeNull();
  });

  it('repeats each label by its copies, in order', () => {
    const lines = [
      { id: 'a', copies: 2 },
      { id: 'b', copies: 1 },
    ];
    expect(expandLabels(lines).map((l) => l.id)).toEqual(['a', 'a', 'b']);
    expect(totalLabels(lines)).toBe(3);
  });
});
