import { Body1, Caption1, makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular, DismissRegular, WarningRegular } from '@fluentui/react-icons';
import type { Notification } from '@expediente/contracts/notifications/notifications';
import { useState, type KeyboardEvent } from 'react';
import { IconButton } from '../../../components/icon-button';
import { formatDateTime } from '../../../lib/format';
import { headerTitleMax, notificationTexts, truncate } from '../notification-text';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingLeft: tokens.spacingHorizontalL,
    paddingRight: tokens.spacingHorizontalL,
    paddingTop: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalS,
    backgroundColor: tokens.colorStatusWarningBackground1,
    color: tokens.colorNeutralForeground1,
    ...shorthands.borderBottom(tokens.strokeWidthThin, 'solid', tokens.colorStatusWarningBorder1),
  },
  icon: { fontSize: '20px', color: tokens.colorStatusWarningForeground1, flexShrink: 0, display: 'inline-flex' },
  slide: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
  title: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  controls: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexShrink: 0 },
});

export type WarningCarouselProps = {
  warnings: readonly Notification[];
  /** Dismissing a warning marks it read (it leaves the carousel). */
  onDismiss: (notification: Notification) => void;
};

/**
 * The warning-notification carousel (part 1 §2): unread default:warning notifications, newest first, one at a
 * time. Keyboard: the previous and next buttons, or the arrow keys with focus in it; each warning can be dismissed.
 */
export function WarningCarousel({ warnings, onDismiss }: WarningCarouselProps) {
  const styles = useStyles();
  const [index, setIndex] = useState(0);
  if (warnings.length === 0) return null;
  const current = Math.min(index, warnings.length - 1);
  const warning = warnings[current]!;
  const many = warnings.length > 1;
  const go = (step: number) => setIndex((current + step + warnings.length) % warnings.length);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!many) return;
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
  };
  return (
    <section className={styles.root} aria-roledescription="carrusel" aria-label={notificationTexts.carouselLabel} onKeyDown={onKeyDown}>
      <span className={styles.icon} aria-hidden="true">
        <WarningRegular />
      </span>
      <div
        className={styles.slide}
        role="group"
        aria-roledescription="aviso"
        aria-label={notificationTexts.warningPosition(current + 1, warnings.length)}
        aria-live="polite"
        data-notification-id={warning.notificationId}
      >
        <Body1 className={styles.title}>{truncate(warning.title, headerTitleMax)}</Body1>
        <Caption1>{formatDateTime(warning.date)}</Caption1>
      </div>
      <div className={styles.controls}>
        {many && (
          <>
            <IconButton size="small" icon={<ChevronLeftRegular />} label={notificationTexts.previousWarning} onClick={() => go(-1)} />
            <Caption1 aria-hidden="true">
              {current + 1}/{warnings.length}
            </Caption1>
            <IconButton size="small" icon={<ChevronRightRegular />} label={notificationTexts.nextWarning} onClick={() => go(1)} />
          </>
        )}
        <IconButton size="small" icon={<DismissRegular />} label={notificationTexts.dismissWarning} onClick={() => onDismiss(warning)} />
      </div>
    </section>
  );
}
