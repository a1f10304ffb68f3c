import { Body1, Subtitle1, Subtitle2, Title2, makeStyles, shorthands, tokens } from '@fluentui/react-components';
import type { Role } from '@expediente/contracts/shared/roles';
import { useId, type ReactNode } from 'react';
import type { PageProps } from '../../app/routes';
import { hasFeature, useSignedInUser } from '../../lib/current-user-context';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * Texts of the home page: the spec names 'Cumplimiento Documental' and 'Documentos pendientes'; the empty states
 * are ours, and say plainly that nothing is configured yet (the reports, documents and slots arrive with later
 * issues: nothing here is invented, and no call is made to endpoints that do not exist).
 */
export const homeTexts = {
  compliance: 'Cumplimiento Documental',
  pending: 'Documentos pendientes',
  pendingEmpty: 'Los documentos pendientes aparecerán aquí cuando su cliente defina su expediente.',
  report: 'Reporte de cumplimiento',
  reports: 'Reportes',
  reportsEmpty: 'Aún no hay reportes configurados para su organización.',
} as const;

/** Roles whose home shows the organisation's reports (part 1 §2 Home). */
export const reportRoles: readonly Role[] = ['Customer', 'Developer', 'Support', 'Viewer'];
/** With supplier-bi on, the home shows the organisation's BI report; off, the embedded home reports. */
export const biFlag = 'supplier-bi';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, padding: tokens.spacingHorizontalXXL, maxWidth: '72rem' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  empty: { color: tokens.colorNeutralForeground2 },
  // A plain framed box (a Fluent Card would add its code to the home page's first download for this one box).
  report: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
  },
  reportTitle: { margin: 0 },
});

function Section({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <Subtitle1 as="h2" id={id}>
        {title}
      </Subtitle1>
      {children}
    </section>
  );
}

/**
 * Inicio (part 1 §2 Home). Supplier: 'Cumplimiento Documental' with the BI report when supplier-bi is on, and
 * 'Documentos pendientes'. Customer, Developer, Support and Viewer: the organisation's BI report (supplier-bi) or
 * the embedded home reports. Other roles: nothing but the title.
 */
export function HomePage({ title }: PageProps) {
  usePageTitle(title);
  const styles = useStyles();
  const { user } = useSignedInUser();
  const bi = hasFeature(user, biFlag);
  return (
    <main className={styles.root}>
      <Title2 as="h1">{title}</Title2>
      {user.primaryRole === 'Supplier' && (
        <>
          <Section title={homeTexts.compliance}>
            {bi && (
              <div className={styles.report}>
                <Subtitle2 as="h3" className={styles.reportTitle}>
                  {homeTexts.report}
                </Subtitle2>
                <Body1 className={styles.empty}>{homeTexts.reportsEmpty}</Body1>
              </div>
            )}
          </Section>
          <Section title={homeTexts.pending}>
            <Body1 className={styles.empty}>{homeTexts.pendingEmpty}</Body1>
          </Section>
        </>
      )}
      {reportRoles.includes(user.primaryRole) && (
        <Section title={bi ? homeTexts.report : homeTexts.reports}>
          <Body1 className={styles.empty}>{homeTexts.reportsEmpty}</Body1>
        </Section>
      )}
    </main>
  );
}
