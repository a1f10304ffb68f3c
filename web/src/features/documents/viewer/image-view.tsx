import { Body1, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowRotateClockwiseRegular, ArrowRotateCounterclockwiseRegular, ArrowResetRegular, ZoomInRegular, ZoomOutRegular } from '@fluentui/react-icons';
import { documentMessages } from '@expediente/contracts/documents/documents';
import { useEffect, useState } from 'react';
import { IconButton } from '../../../components/icon-button';
import { useElementWidth, ViewerToolbar, ZOOM_STEPS } from './viewer-parts';
import { viewerTexts } from './viewer-rules';

const useStyles = makeStyles({
  scroller: {
    overflow: 'auto',
    maxHeight: '75vh',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  stage: { position: 'relative', margin: '0 auto' },
  image: { position: 'absolute', left: '50%', top: '50%', transformOrigin: 'center', maxWidth: 'none' },
});

/**
 * The box the image occupies: its width times the zoom (1 = fit to the card, never enlarged past its own size),
 * the sides swapped when turned a quarter. Sizing the box, not only transforming the image, keeps a zoomed or
 * turned image scrollable inside the card instead of cut off.
 */
export function imageStage(natural: { width: number; height: number }, available: number, zoom: number, rotation: number) {
  const fit = available > 0 ? Math.min(1, available / natural.width) : 1;
  const width = natural.width * fit * zoom;
  const height = natural.height * fit * zoom;
  const quarter = Math.abs(rotation / 90) % 2 === 1;
  return { width, height, boxWidth: quarter ? height : width, boxHeight: quarter ? width : height };
}

/** A jpg or png in the viewer card: zoom in and out and turn with CSS transforms (part 1 §2). */
export function ImageView({ data, name }: { data: Blob; name: string }) {
  const styles = useStyles();
  const [url, setUrl] = useState<string>();
  const [failed, setFailed] = useState(false);
  const [natural, setNatural] = useState<{ width: number; height: number }>();
  const [zoomIndex, setZoomIndex] = useState(ZOOM_STEPS.indexOf(1));
  const [rotation, setRotation] = useState(0);
  const [scrollerRef, available] = useElementWidth<HTMLDivElement>();
  const zoom = ZOOM_STEPS[zoomIndex]!;

  useEffect(() => {
    let live = true;
    let next: string | undefined;
    try {
      next = URL.createObjectURL(data);
    } catch {
      // Without an object URL there is nothing to show.
    }
    // Set once the effect has run; the cleanup revokes it, so StrictMode's second mount makes its own.
    void Promise.resolve().then(() => {
      if (!live) return;
      if (next) setUrl(next);
      else setFailed(true);
    });
    return () => {
      live = false;
      if (next) URL.revokeObjectURL(next);
    };
  }, [data]);

  if (failed) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{documentMessages.imageViewerFailed}</MessageBarBody>
      </MessageBar>
    );
  }
  const stage = natural ? imageStage(natural, available - 2, zoom, rotation) : undefined;
  return (
    <>
      <ViewerToolbar label={viewerTexts.title}>
        <IconButton icon={<ZoomOutRegular />} label={viewerTexts.zoomOut} disabled={zoomIndex === 0} onClick={() => setZoomIndex((i) => Math.max(0, i - 1))} />
        <Body1 aria-live="polite">{viewerTexts.zoomLevel(Math.round(zoom * 100))}</Body1>
        <IconButton icon={<ZoomInRegular />} label={viewerTexts.zoomIn} disabled={zoomIndex === ZOOM_STEPS.length - 1} onClick={() => setZoomIndex((i) => Math.min(ZOOM_STEPS.length - 1, i + 1))} />
        <IconButton icon={<ArrowRotateCounterclockwiseRegular />} label={viewerTexts.rotateLeft} onClick={() => setRotation((r) => (r + 270) % 360)} />
        <IconButton icon={<ArrowRotateClockwiseRegular />} label={viewerTexts.rotateRight} onClick={() => setRotation((r) => (r + 90) % 360)} />
        <IconButton
          icon={<ArrowResetRegular />}
          label={viewerTexts.zoomReset}
          onClick={() => {
            setZoomIndex(ZOOM_STEPS.indexOf(1));
            setRotation(0);
          }}
        />
      </ViewerToolbar>
      <div ref={scrollerRef} className={styles.scroller} tabIndex={0} role="region" aria-label={name}>
        <div className={styles.stage} style={stage ? { width: stage.boxWidth, height: stage.boxHeight } : { minHeight: 80 }}>
          {url && (
            <img
              src={url}
              alt={viewerTexts.imageAlt(name)}
              className={styles.image}
              data-rotation={rotation}
              style={{
                ...(stage ? { width: stage.width, height: stage.height } : { visibility: 'hidden' }),
                transform: `translate(-50%, -50%) rotate(${rotation}deg)`,
              }}
              onLoad={(e) => setNatural({ width: e.currentTarget.naturalWidth || 1, height: e.currentTarget.naturalHeight || 1 })}
              onError={() => setFailed(true)}
            />
          )}
        </div>
      </div>
    </>
  );
}
