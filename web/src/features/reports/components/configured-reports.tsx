import { Link, MessageBar, MessageBarActions, MessageBarBody, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { Report } from '@expediente/contracts/reports/reports-values';
import { AppButton } from '../../../components/app-button';
import { reportsTexts } from '../reports-texts';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, margin: 0, padding: 0, listStyleType: 'none' },
  figure: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, minWidth: 0 },
  title: { margin: 0 },
  frame: {
    width: '100%',
    aspectRatio: '16 / 9',
    minHeight: '24rem',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  links: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

/**
 * A page's configured reports (part 1 §3, part 2 §2.8: title, url, isEmbed): an embedded one is a titled frame
 * (sandboxed: scripts and its own origin's storage, no top navigation; loaded when scrolled near), the others links
 * that open in a new tab. Embedded hosts are the CSP's frame-src list (the server accepts no other).
 */
export function ConfiguredReports({ reports, headingLevel = 3 }: { reports: readonly Report[]; headingLevel?: 2 | 3 }) {
  const styles = useStyles();
  const embedded = reports.filter((r) => r.isEmbed);
  const linked = reports.filter((r) => !r.isEmbed);
  const heading = `h${headingLevel}` as const;
  return (
    <>
      {embedded.length > 0 && (
        <ul className={styles.list}>
          {embedded.map((r) => (
            <li key={r.id}>
              <figure className={styles.figure}>
                <Subtitle2 as={heading} className={styles.title}>
                  {r.title}
                </Subtitle2>
                <iframe
                  className={styles.frame}
                  title={r.title}
                  src={r.url}
                  loading="lazy"
                  sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-downloads"
                  referrerPolicy="strict-origin-when-cross-origin"
                  allowFullScreen
                />
              </figure>
            </li>
          ))}
        </ul>
      )}
      {linked.length > 0 && (
        <nav aria-label={reportsTexts.links}>
          <ul className={styles.links}>
            {linked.map((r) => (
              <li key={r.id}>
                <Link href={r.url} target="_blank" rel="noopener noreferrer">
                  {r.title} <span>{reportsTexts.newTab}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}

/** The failure of a reports call, with 'Reintentar'. */
export function ReportsLoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <MessageBar intent="error">
      <MessageBarBody>{message}</MessageBarBody>
      <MessageBarActions>
        <AppButton size="small" onClick={onRetry}>
          {reportsTexts.retry}
        </AppButton>
      </MessageBarActions>
    </MessageBar>
  );
}
