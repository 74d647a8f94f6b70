/** The paper a POS document is printed on: a 58 mm or 80 mm thermal roll, or an A4 sheet. */
export type Paper = '58mm' | '80mm' | 'a4';

export const PAPERS: readonly Paper[] = ['58mm', '80mm', 'a4'];

/** What @page rule each paper needs: thermal rolls have no margins and no fixed height. */
export const PAGE_RULE: Record<Paper, string> = {
  '58mm': '@page { size: 58mm auto; margin: 0 }',
  '80mm': '@page { size: 80mm auto; margin: 0 }',
  a4: '@page { size: A4; margin: 12mm }',
};

/** The print-only stylesheet while a document is mounted for printing: its paper, and nothing else. */
export const printOnlyCss = (paper: Paper, marker: string) => `${PAGE_RULE[paper]}
@media print {
  body > :not([${marker}]) { display: none !important; }
  html, body { height: auto !important; overflow: visible !important; background: #fff !important; }
}`;
