import { Body1, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular, ZoomInRegular, ZoomOutRegular } from '@fluentui/react-icons';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { IconButton } from '../../../components/icon-button';
import { loadPdfjs, pdfjsDecodersUrl } from './pdf-library';
import { useElementWidth, ZOOM_STEPS, ViewerToolbar } from './viewer-parts';
import { viewerTexts } from './viewer-rules';

const useStyles = makeStyles({
  scroller: {
    overflow: 'auto',
    maxHeight: '75vh',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalS,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  canvas: { display: 'block', margin: '0 auto', boxShadow: tokens.shadow4, backgroundColor: '#ffffff' },
});

/**
 * A PDF in the viewer card: one page at a time on a canvas, page navigation and zoom (fit to the card's width at
 * 100 %). pdf.js runs in its worker; pdf.js 6 evaluates no code (it dropped isEvalSupported with the eval path),
 * and WebAssembly is off: the CSP has no 'wasm-unsafe-eval', so JBIG2 and JPEG 2000 images are decoded by pdf.js's
 * JavaScript decoders, served same-origin (decision 013).
 */
export function PdfView({ data, name }: { data: Blob; name: string }) {
  const styles = useStyles();
  const [pdf, setPdf] = useState<PDFDocumentProxy>();
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);
  const [zoomIndex, setZoomIndex] = useState(ZOOM_STEPS.indexOf(1));
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [scrollerRef, width] = useElementWidth<HTMLDivElement>();
  const zoom = ZOOM_STEPS[zoomIndex]!;

  useEffect(() => {
    let cancelled = false;
    // pdf.js 6 frees a document (and its worker) through its loading task.
    let destroy: (() => Promise<void>) | undefined;
    void (async () => {
      try {
        const pdfjs = await loadPdfjs();
        const bytes = new Uint8Array(await data.arrayBuffer());
        if (cancelled) return;
        // No WebAssembly under the CSP: the JavaScript decoders for scanned images come from wasmUrl (decision 013).
        const task = pdfjs.getDocument({ data: bytes, useWasm: false, wasmUrl: pdfjsDecodersUrl(pdfjs.version), enableXfa: false });
        destroy = () => task.destroy();
        const loaded = await task.promise;
        if (!cancelled) setPdf(loaded);
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      void destroy?.();
    };
  }, [data]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!pdf || !canvas) return;
    let task: RenderTask | undefined;
    let cancelled = false;
    void (async () => {
      try {
        const current = await pdf.getPage(page);
        if (cancelled) return;
        const natural = current.getViewport({ scale: 1 });
        // 100 % fills the card's width (less the padding); an unmeasured box (tests) keeps the page's own size.
        const fit = width > 0 ? Math.max(0.1, (width - 16) / natural.width) : 1;
        const viewport = current.getViewport({ scale: fit * zoom });
        const ratio = window.devicePixelRatio || 1;
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        canvas.style.width = `${Math.floor(viewport.width)}px`;
        canvas.style.height = `${Math.floor(viewport.height)}px`;
        task = current.render({ canvas, viewport, ...(ratio !== 1 ? { transform: [ratio, 0, 0, ratio, 0, 0] } : {}) });
        await task.promise;
      } catch (err) {
        // A render cancelled by the next page or zoom is not a failure.
        if (!cancelled && (err as { name?: string }).name !== 'RenderingCancelledException') setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, page, zoom, width]);

  if (failed) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{viewerTexts.pdfFailed}</MessageBarBody>
      </MessageBar>
    );
  }
  const pages = pdf?.numPages ?? 0;
  return (
    <>
      <ViewerToolbar label={viewerTexts.title}>
        <IconButton icon={<ChevronLeftRegular />} label={viewerTexts.previousPage} disabled={!pdf || page <= 1} onClick={() => setPage((p) => Math.max(1, p - 1))} />
        <Body1 aria-live="polite" data-testid="pdf-page">
          {pdf ? viewerTexts.pageOf(page, pages) : ''}
        </Body1>
        <IconButton icon={<ChevronRightRegular />} label={viewerTexts.nextPage} disabled={!pdf || page >= pages} onClick={() => setPage((p) => Math.min(pages, p + 1))} />
        <IconButton icon={<ZoomOutRegular />} label={viewerTexts.zoomOut} disabled={!pdf || zoomIndex === 0} onClick={() => setZoomIndex((i) => Math.max(0, i - 1))} />
        <Body1 aria-live="polite">{viewerTexts.zoomLevel(Math.round(zoom * 100))}</Body1>
        <IconButton icon={<ZoomInRegular />} label={viewerTexts.zoomIn} disabled={!pdf || zoomIndex === ZOOM_STEPS.length - 1} onClick={() => setZoomIndex((i) => Math.min(ZOOM_STEPS.length - 1, i + 1))} />
      </ViewerToolbar>
      {/* Focusable, so that a zoomed page can be scrolled with the arrow keys. */}
      <div
        ref={scrollerRef}
        className={styles.scroller}
        tabIndex={0}
        role="region"
        aria-label={name}
        onKeyDown={(e) => {
          if (e.key === 'PageDown' && page < pages) {
            e.preventDefault();
            setPage(page + 1);
          } else if (e.key === 'PageUp' && page > 1) {
            e.preventDefault();
            setPage(page - 1);
          }
        }}
      >
        {!pdf && <Spinner size="small" label={viewerTexts.loading} />}
        <canvas ref={canvasRef} className={styles.canvas} role="img" aria-label={pdf ? viewerTexts.pageAlt(name, page, pages) : name} hidden={!pdf} />
      </div>
    </>
  );
}
