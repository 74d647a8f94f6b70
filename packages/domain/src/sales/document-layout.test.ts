import { describe, expect, it } from 'vitest';
import { documentText } from './document-layout.ts';

describe('documentText', () => {
  it('centers titles, puts amounts flush right and wraps long labels', () => {
    const text = documentText(
      {
        blocks: [
          { kind: 'title', text: 'Z-READING' },
          { kind: 'rule' },
          { kind: 'row', label: 'Gross sales', value: '₱1,234.50' },
          { kind: 'row', label: 'A label far too long to sit beside its value', value: '₱9.00' },
        ],
      },
      24,
    );
    expect(text.split('\n')).toEqual([
      '       Z-READING',
      '------------------------',
      'Gross sales    ₱1,234.50',
      'A label far too long to',
      'sit beside its value',
      '                   ₱9.00',
      '',
    ]);
  });
});
