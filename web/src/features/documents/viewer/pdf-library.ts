import type * as Pdfjs from 'pdfjs-dist';

export type PdfLibrary = typeof Pdfjs;

let loading: Promise<PdfLibrary> | undefined;

/**
 * pdf.js, downloaded when the first PDF is shown (its own lazy chunk, about 120 KB gzip, never in the shell's
 * download; decision 006). The worker is a same-origin file that Vite copies into the build (`?url`), so CSP
 * worker-src 'self' holds and no blob: or CDN worker is used.
 */
/** Where the build puts pdf.js's JavaScript JBIG2 / JPEG 2000 decoders (vite.config.ts, decision 013). */
export function pdfjsDecodersUrl(version: string): string {
  return `/assets/pdfjs-${version}/`;
}

export function loadPdfjs(): Promise<PdfLibrary> {
  loading ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')])
    .then(([pdfjs, worker]) => {
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      return pdfjs;
    })
    .catch((err: unknown) => {
      // A failed chunk download (a deploy, the network) may work the next time the viewer opens.
      loading = undefined;
      throw err;
    });
  return loading;
}
