import { Body1, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingTop: tokens.spacingVerticalL,
    paddingBottom: tokens.spacingVerticalL,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    scrollMarginTop: tokens.spacingVerticalXXL,
  },
  heading: { margin: 0 },
});

/** One section of the guide: a region named by its h2, reachable from the index by its id. */
export function DemoSection({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  const styles = useStyles();
  const headingId = `${id}-titulo`;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.root}>
      <Subtitle1 as="h2" id={headingId} className={styles.heading}>
        {title}
      </Subtitle1>
      {description && <Body1>{description}</Body1>}
      {children}
    </section>
  );
}

const useRowStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/** Demos side by side, wrapping on narrow screens. */
export function DemoRow({ children, label }: { children: ReactNode; label?: string }) {
  const styles = useRowStyles();
  return (
    <div className={styles.row} role={label ? 'group' : undefined} aria-label={label}>
      {children}
    </div>
  );
}
