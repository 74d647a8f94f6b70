import { boot } from './boot.ts';
import { recordEarlyKeys } from './modules/sales/early-keys.ts';

// Before anything else loads: a barcode scanned while the register is still loading is not lost.
recordEarlyKeys();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
void boot(root);
