import { Body1, MessageBar, MessageBarBody, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { DatabaseRegular, DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { getHref, type PageProps } from '../../app/routes';
import { AppButton } from '../../components/app-button';
import { AppCard } from '../../components/app-card';
import { PageBreadcrumb } from '../../components/page-breadcrumb';
import { RouterLink } from '../../components/router-link';
import { ApiClientError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { LoadFailure } from '../contacts/components/load-failure';
import { useNarrowViewport } from '../shell/use-narrow-viewport';
import { createSchema } from './api/create-schema';
import { useDevInfo } from './api/get-dev-info';
import { SchemaDropDialog } from './components/schema-drop-dialog';
import { SchemaResources } from './components/schema-resources';
import { schemaTexts as texts } from './components/schema-texts';

type Outcome = { intent: 'success' | 'error'; message: string } | undefined;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL, maxWidth: '80rem', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  facts: { display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0, overflowWrap: 'anywhere' },
  term: { fontWeight: tokens.fontWeightSemibold },
  detail: { margin: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalS },
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
});

/**
 * /dev 'Configuración Avanzada' (part 2 §2.10, §7): the database information card (name, environment, versions and
 * the storage resources with existence and counts), 'Crear esquema' (creates what is missing) and 'Eliminar esquema'
 * behind a dialog where the user types the database name. The tools show only where the server says they are
 * available (non-production host or flag; never drop in production).
 */
export function AdvancedConfigPage({ title }: PageProps) {
  usePageTitle(title);
  const styles = useStyles();
  const narrow = useNarrowViewport();
  const info = useDevInfo();
  const [busy, setBusy] = useState(false);
  const [dropOpen, setDropOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  const create = async () => {
    setBusy(true);
    setOutcome(undefined);
    try {
      const result = await createSchema();
      setOutcome({ intent: 'success', message: texts.createdResult(result.created.length, result.existing.length) });
    } catch (err) {
      setOutcome({ intent: 'error', message: err instanceof ApiClientError && err.status !== 500 ? err.message : texts.actionFailed });
    } finally {
      setBusy(false);
      void info.mutate();
    }
  };

  const data = info.data;
  return (
    <main className={styles.root}>
      <PageBreadcrumb steps={[{ label: texts.home, to: getHref('home') }]} current={title} />
      <Title2 as="h1">{title}</Title2>
      <Body1 className={styles.muted}>{texts.intro}</Body1>
      <nav aria-label={texts.devLinks} className={styles.links}>
        <RouterLink to={getHref('devAdvanced')}>{texts.eventsLink}</RouterLink>
        <RouterLink to={getHref('devInvites')}>{texts.invitesLink}</RouterLink>
      </nav>

      {info.error && <LoadFailure message={texts.loadFailed} onRetry={() => void info.mutate()} />}
      {!data && info.isLoading && <Spinner label={texts.loading} />}
      {data && (
        <>
          <AppCard title={texts.databaseInfo} headingLevel={2}>
            <dl className={styles.facts}>
              <dt className={styles.term}>{texts.database}</dt>
              <dd className={styles.detail}>{data.databaseName}</dd>
              <dt className={styles.term}>{texts.environment}</dt>
              <dd className={styles.detail}>{data.environment}</dd>
              <dt className={styles.term}>{texts.production}</dt>
              <dd className={styles.detail}>{data.production ? texts.yes : texts.no}</dd>
              <dt className={styles.term}>{texts.appVersion}</dt>
              <dd className={styles.detail}>{data.appVersion}</dd>
              <dt className={styles.term}>{texts.nodeVersion}</dt>
              <dd className={styles.detail}>{data.nodeVersion}</dd>
            </dl>
          </AppCard>

          <AppCard title={texts.schemaTools} headingLevel={2}>
            {data.schemaTools.create || data.schemaTools.drop ? (
              <div className={styles.actions}>
                {data.schemaTools.create && (
                  <AppButton variant="primary" icon={<DatabaseRegular />} disabled={busy} onClick={() => void create()}>
                    {texts.createSchema}
                  </AppButton>
                )}
                {data.schemaTools.drop && (
                  <AppButton variant="danger" icon={<DeleteRegular />} disabled={busy} onClick={() => setDropOpen(true)}>
                    {texts.dropSchema}
                  </AppButton>
                )}
              </div>
            ) : (
              <Body1>{data.production ? texts.dropRefusedProduction : texts.toolsUnavailable}</Body1>
            )}
            <div role="status">
              {outcome?.intent === 'success' && (
                <MessageBar intent="success">
                  <MessageBarBody>{outcome.message}</MessageBarBody>
                </MessageBar>
              )}
            </div>
            {outcome?.intent === 'error' && (
              <MessageBar intent="error" politeness="assertive">
                <MessageBarBody>{outcome.message}</MessageBarBody>
              </MessageBar>
            )}
          </AppCard>

          <AppCard title={texts.resources} headingLevel={2}>
            <SchemaResources resources={data.resources} narrow={narrow} />
          </AppCard>

          <SchemaDropDialog
            open={dropOpen}
            databaseName={data.databaseName}
            onClose={() => setDropOpen(false)}
            onDropped={(count) => {
              setDropOpen(false);
              setOutcome({ intent: 'success', message: texts.droppedResult(count) });
              void info.mutate();
            }}
          />
        </>
      )}
    </main>
  );
}
