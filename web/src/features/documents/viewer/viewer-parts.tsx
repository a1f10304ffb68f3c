import { makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useState, type ReactNode } from 'react';

/** Zoom levels of the pdf and image views (1 = fit to the card). */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;

const useStyles = makeStyles({
  controls: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** The row of a view's buttons (a group named for assistive technology; it wraps at 390 px). */
export function ViewerToolbar({ label, children }: { label: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div role="group" aria-label={label} className={styles.controls}>
      {children}
    </div>
  );
}

/** A ref callback and the element's content width, kept current as the card resizes (0 until measured). */
export function useElementWidth<T extends HTMLElement>(): [(element: T | null) => void, number] {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState(0);
  const ref = useCallback((node: T | null) => setElement(node), []);
  useEffect(() => {
    if (!element) return;
    // A ResizeObserver reports the size once when it starts observing, then on every change.
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [ref, width];
}
