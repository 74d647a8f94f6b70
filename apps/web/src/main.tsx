import { boot } from './boot.ts';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
void boot(root);
