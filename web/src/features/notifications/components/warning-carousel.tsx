import { Body1, Caption1, makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { CheckmarkRegular, ChevronDownRegular, ChevronLeftRegular, ChevronRightRegular, ChevronUpRegular, WarningRegular } from '@fluentui/react-icons';
import type { Notification } from '@expediente/contracts/notifications/notifications';
import { useId, useState, type KeyboardEvent } from 'react';
import { AppButton } from '../../../components/app-button';
import { formatDateTime } from '../../../lib/format';
import { headerTitleMax, notificationTexts, truncate } from '../notification-text';

/** Texts of the carousel that the spec does not give (ours). */
export const carouselTexts = {
  published: (date: string) => `Publicado el ${date}`,
  show: 'Leer aviso',
  hide: 'Ocultar aviso',
  /** What the button does: the warning is marked read, leaves the carousel and stays in /notifications. */
  markRead: 'Marcar como leído',
} as const;

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    paddingLeft: tokens.spacingHorizontalL,
    paddingRight: tokens.spacingHorizontalL,
    paddingTop: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalS,
    backgroundColor: tokens.colorStatusWarningBackground1,
    color: tokens.colorNeutralForeground1,
    ...shorthands.borderBottom(tokens.strokeWidthThin, 'solid', tokens.colorStatusWarningBorder1),
  },
  icon: { fontSize: '20px', color: tokens.colorStatusWarningForeground1, flexShrink: 0, display: 'inline-flex', paddingTop: tokens.spacingVerticalXXS },
  // Wide enough to read on a phone; the controls wrap under it at 390 px.
  slide: { flexGrow: 1, flexBasis: '16rem', minWidth: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  title: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  content: { margin: 0, marginTop: tokens.spacingVerticalXS, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  controls: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS, marginLeft: 'auto' },
});

export type WarningCarouselProps = {
  warnings: readonly Notification[];
  /** 'Marcar como leído': the warning is marked read (it leaves the carousel). */
  onDismiss: (notification: Notification) => void;
};

/**
 * The warning-notification carousel (part 1 §2): unread default:warning notifications, newest first, one at a
 * time, each with its publication date ('Publicado el …': when it was sent, not the time it speaks of). 'Leer
 * aviso' shows its content in place; 'Marcar como leído' takes it out of the carousel (it stays in
 * /notifications). Keyboard: the previous and next buttons, or the arrow keys with focus in it.
 */
export function WarningCarousel({ warnings, onDismiss }: WarningCarouselProps) {
  const styles = useStyles();
  const contentId = useId();
  const [index, setIndex] = useState(0);
  const [expanded, setExpanded] = useState(false);
  if (warnings.length === 0) return null;
  const current = Math.min(index, warnings.length - 1);
  const warning = warnings[current]!;
  const many = warnings.length > 1;
  const go = (step: number) => {
    setIndex((current + step + warnings.length) % warnings.length);
    setExpanded(false);
  };
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
        <Caption1>{carouselTexts.published(formatDateTime(warning.date))}</Caption1>
        {expanded && (
          <Body1 as="p" id={contentId} className={styles.content}>
            {warning.content}
          </Body1>
        )}
      </div>
      <div className={styles.controls}>
        <AppButton
          size="small"
         
          icon={expanded ? <ChevronUpRegular /> : <ChevronDownRegular />}
          aria-expanded={expanded}
          aria-controls={expanded ? contentId : undefined}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? carouselTexts.hide : carouselTexts.show}
        </AppButton>
        {many && (
          <>
            <AppButton size="small" icon={<ChevronLeftRegular />} aria-label={notificationTexts.previousWarning} title={notificationTexts.previousWarning} onClick={() => go(-1)} />
            <Caption1 aria-hidden="true">
              {current + 1}/{warnings.length}
            </Caption1>
            <AppButton size="small" icon={<ChevronRightRegular />} aria-label={notificationTexts.nextWarning} title={notificationTexts.nextWarning} onClick={() => go(1)} />
          </>
        )}
        <AppButton size="small" icon={<CheckmarkRegular />} onClick={() => onDismiss(warning)}>
          {carouselTexts.markRead}
        </AppButton>
      </div>
    </section>
  );
}
