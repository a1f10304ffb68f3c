import { Toast, ToastBody, ToastTitle, makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { AppButton } from './app-button';
import { StatusBadge } from './status-badge';
import { accentColors, type Variant } from './variant';
import { notificationExitMs } from '../lib/toaster';

export type NotificationToastProps = {
  kind: 'toast' | 'push';
  /** Bold first line; a toast without one shows only its message there. */
  title?: string;
  message?: string;
  variant: Variant;
  /** A push alert marked important (shown with an 'Importante' badge). */
  important?: boolean;
  /** Time on screen before the exit animation starts; none when 0 or less. */
  timeout: number;
  /** Where it slides out to. */
  edge: 'top' | 'bottom';
  /** Removes it from the toaster, once the exit animation has run. */
  onClose: () => void;
  closeLabel?: string;
};

const exitDuration = `${notificationExitMs}ms`;

const useStyles = makeStyles({
  // Never wider than a phone leaves beside the toaster's 16 px edges.
  root: { minWidth: 'min(280px, calc(100vw - 32px))', maxWidth: 'min(420px, calc(100vw - 32px))', boxSizing: 'border-box' },
  primary: shorthands.borderLeft(tokens.strokeWidthThickest, 'solid', accentColors.primary),
  secondary: shorthands.borderLeft(tokens.strokeWidthThickest, 'solid', accentColors.secondary),
  success: shorthands.borderLeft(tokens.strokeWidthThickest, 'solid', accentColors.success),
  info: shorthands.borderLeft(tokens.strokeWidthThickest, 'solid', accentColors.info),
  danger: shorthands.borderLeft(tokens.strokeWidthThickest, 'solid', accentColors.danger),
  link: shorthands.borderLeft(tokens.strokeWidthThickest, 'solid', accentColors.link),
  warning: shorthands.borderLeft(tokens.strokeWidthThickest, 'solid', accentColors.warning),
  important: { boxShadow: tokens.shadow28 },
  titleLine: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  leaving: { animationDuration: exitDuration, animationTimingFunction: tokens.curveAccelerateMid, animationFillMode: 'forwards' },
  leavingTop: { animationName: { from: { opacity: 1, transform: 'translateY(0)' }, to: { opacity: 0, transform: 'translateY(-12px)' } } },
  leavingBottom: { animationName: { from: { opacity: 1, transform: 'translateY(0)' }, to: { opacity: 0, transform: 'translateY(12px)' } } },
  // Still 400 ms on screen, without movement.
  reducedMotion: {
    '@media (prefers-reduced-motion: reduce)': { animationName: { from: { opacity: 1 }, to: { opacity: 0 } } },
  },
});

/**
 * The content of one toast or push alert inside the Fluent Toaster. It owns its timing so that the 3 s / 5 s /
 * 10 s and the 400 ms exit hold everywhere: the countdown pauses while the pointer is over it or focus is in it
 * (WCAG 2.2.1), and when it ends, or the close button is used, the exit animation runs before it is removed.
 */
export function NotificationToast({ kind, title, message, variant, important = false, timeout, edge, onClose, closeLabel = 'Cerrar notificación' }: NotificationToastProps) {
  const styles = useStyles();
  const [leaving, setLeaving] = useState(false);
  const [paused, setPaused] = useState(false);
  const remaining = useRef(timeout);
  const root = useRef<HTMLDivElement>(null);

  // Hover and focus on the whole toast (Fluent's container around this content) pause the countdown.
  useEffect(() => {
    const element = root.current;
    const host = element?.parentElement ?? element;
    if (!host) return;
    const pause = () => setPaused(true);
    const resume = () => setPaused(false);
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node) || !host.contains(event.relatedTarget)) resume();
    };
    const onMouseLeave = () => {
      if (!host.contains(document.activeElement)) resume();
    };
    host.addEventListener('mouseenter', pause);
    host.addEventListener('mouseleave', onMouseLeave);
    host.addEventListener('focusin', pause);
    host.addEventListener('focusout', onFocusOut);
    return () => {
      host.removeEventListener('mouseenter', pause);
      host.removeEventListener('mouseleave', onMouseLeave);
      host.removeEventListener('focusin', pause);
      host.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  useEffect(() => {
    if (paused || leaving || timeout <= 0) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => setLeaving(true), Math.max(0, remaining.current));
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, leaving, timeout]);

  useEffect(() => {
    if (!leaving) return;
    const timer = window.setTimeout(onClose, notificationExitMs);
    return () => window.clearTimeout(timer);
  }, [leaving, onClose]);

  const closeButton = (
    <AppButton variant="secondary" size="small" aria-label={closeLabel} icon={<DismissRegular />} onClick={() => setLeaving(true)} />
  );
  const heading = title ?? message ?? '';
  const body = title ? message : undefined;

  return (
    <Toast
      ref={root}
      className={mergeClasses(
        styles.root,
        styles[variant],
        important && styles.important,
        leaving && styles.leaving,
        leaving && (edge === 'top' ? styles.leavingTop : styles.leavingBottom),
        leaving && styles.reducedMotion,
      )}
      data-notification={kind}
      data-variant={variant}
      data-leaving={leaving || undefined}
    >
      <ToastTitle action={closeButton}>
        <span className={styles.titleLine}>
          {important && (
            <StatusBadge variant="danger" appearance="filled">
              Importante
            </StatusBadge>
          )}
          <span>{heading}</span>
        </span>
      </ToastTitle>
      {body && <ToastBody>{body}</ToastBody>}
    </Toast>
  );
}
