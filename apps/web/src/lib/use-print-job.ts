import { useEffect, useState } from 'react';

/**
 * A document to print: set it, the caller mounts it outside the app (print hides the app), the
 * browser's print dialog opens, and it is cleared after printing.
 */
export function usePrintJob<T>() {
  const [printing, setPrinting] = useState<T | null>(null);
  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(null);
    window.addEventListener('afterprint', done, { once: true });
    const timer = setTimeout(() => window.print(), 50);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('afterprint', done);
    };
  }, [printing]);
  return [printing, setPrinting] as const;
}
