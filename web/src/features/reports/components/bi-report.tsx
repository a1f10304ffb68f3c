import { MessageBar, MessageBarActions, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { BI_TOKEN_REFRESH_MARGIN_MS, type BiAuthResponse } from '@expediente/contracts/reports/reports-values';
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { AppButton } from '../../../components/app-button';
import { getBiAuth } from '../api/get-bi-auth';
import { reportsTexts } from '../reports-texts';
import type { EmbeddedReport } from './bi-embed';

const BiEmbed = lazy(() => import('./bi-embed').then((m) => ({ default: m.BiEmbed })));

const useStyles = makeStyles({
  region: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  // 16:9 on a wide screen, never under 24rem tall; the client fills it with its iframe.
  frame: {
    width: '100%',
    aspectRatio: '16 / 9',
    minHeight: '24rem',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    '& iframe': { border: 'none', width: '100%', height: '100%' },
  },
});

/** Whether a Power BI error event says the embed token has expired (then a new one is asked for at once). */
const isTokenExpired = (detail: unknown) => /token\s*expired/i.test(JSON.stringify(detail ?? ''));

/**
 * The tenant's Power BI report (part 1 §2 Home, part 2 §2.8), embedded with powerbi-client-react (a lazy chunk).
 * The embed token of GET /api/reports/bi/auth is replaced before it expires: a timer at expiration − 5 minutes asks
 * for a new one and hands it to the report (setAccessToken), as does an error event that says the token expired; a
 * failed refresh shows the error with 'Reintentar'. Loading and errors are said in Spanish.
 */
export function BiReport({ auth }: { auth: BiAuthResponse }) {
  const styles = useStyles();
  const report = useRef<EmbeddedReport | undefined>(undefined);
  // The newest token, for a report that mounts after a refresh (the lazy chunk can arrive late).
  const latest = useRef(auth.token);
  const [expiration, setExpiration] = useState(auth.expiration);
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);

  const refresh = useCallback(async () => {
    try {
      const next = await getBiAuth();
      latest.current = next.token;
      await report.current?.setAccessToken(next.token);
      setFailed(false);
      setExpiration(next.expiration);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    const delay = Math.max(0, Date.parse(expiration) - BI_TOKEN_REFRESH_MARGIN_MS - Date.now());
    const timer = setTimeout(() => void refresh(), delay);
    return () => clearTimeout(timer);
  }, [expiration, refresh]);

  const label = reportsTexts.biRegion(auth.report.name);
  const onEmbedded = useCallback(
    (embedded: EmbeddedReport) => {
      report.current = embedded;
      if (latest.current !== auth.token) void embedded.setAccessToken(latest.current).catch(() => setFailed(true));
      // The client's iframe has no name of its own: give it the report's, for screen readers.
      if (embedded.iframe) embedded.iframe.title = label;
    },
    [label, auth.token],
  );
  const onLoaded = useCallback(() => setLoaded(true), []);
  const onError = useCallback(
    (detail: unknown) => {
      if (isTokenExpired(detail)) void refresh();
      else setFailed(true);
    },
    [refresh],
  );

  return (
    <section className={styles.region} aria-label={label} aria-busy={!loaded && !failed}>
      {failed && (
        <MessageBar intent="error" politeness="assertive">
          <MessageBarBody>{reportsTexts.biLoadFailed}</MessageBarBody>
          <MessageBarActions>
            <AppButton size="small" onClick={() => void refresh()}>
              {reportsTexts.retry}
            </AppButton>
          </MessageBarActions>
        </MessageBar>
      )}
      {!loaded && !failed && <Spinner size="small" label={reportsTexts.biLoading} />}
      <Suspense fallback={null}>
        <BiEmbed auth={auth} className={styles.frame} onEmbedded={onEmbedded} onLoaded={onLoaded} onError={onError} />
      </Suspense>
    </section>
  );
}
