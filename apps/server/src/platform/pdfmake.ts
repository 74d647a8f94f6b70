import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** pdfmake for every module's PDFs (invoices, reports, readings, statements, collection receipts). */
const require = createRequire(import.meta.url);
type Pdfmake = typeof import('pdfmake');
let loaded: Pdfmake | undefined;

/**
 * pdfmake (and pdfkit under it) on first use: loading it costs about 100 ms, which a server start or a
 * store that never e-mails a receipt should not pay.
 */
export function pdfmake(): Pdfmake {
  if (loaded) return loaded;
  // CommonJS whose export is an instance; its types describe that instance's methods.
  const lib = require('pdfmake') as Pdfmake;
  const fonts = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  lib.setFonts({
    // Roboto has the peso sign (₱), the minus (−) and the bullets the documents print.
    Roboto: {
      normal: join(fonts, 'Roboto-Regular.ttf'),
      bold: join(fonts, 'Roboto-Medium.ttf'),
      italics: join(fonts, 'Roboto-Italic.ttf'),
      bolditalics: join(fonts, 'Roboto-MediumItalic.ttf'),
    },
  });
  // A document names no files or links (an image, such as the logo, is given as bytes): nothing outside the
  // fonts above is read, nothing is fetched.
  lib.setUrlAccessPolicy(() => false);
  lib.setLocalAccessPolicy((path) => path.startsWith(fonts));
  loaded = lib;
  return lib;
}
