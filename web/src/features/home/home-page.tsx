import { Subtitle1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { menuFor } from '@expediente/contracts/shell/navigation';
import { can } from '@expediente/contracts/shell/permissions';
import { useId, type ReactNode } from 'react';
import type { PageProps } from '../../app/routes';
import { useSignedInUser } from '../../lib/current-user-context';
import { usePageTitle } from '../../lib/use-page-title';
import { PageReports } from '../reports/components/page-reports';
import { PendingDocuments } from './components/pending-documents';
import { Shortcuts } from './components/shortcuts';
import { SupplierCompliance } from './components/supplier-compliance';
import { SuppliersCompliance } from './components/suppliers-compliance';
import { UnreadNotifications } from './components/unread-notifications';
import { homeTexts } from './home-texts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, padding: tokens.spacingHorizontalXXL, maxWidth: '72rem' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** A titled part of the page: a region, or a navigation landmark for the shortcuts. */
function Section({ title, as: Landmark = 'section', children }: { title: string; as?: 'section' | 'nav'; children: ReactNode }) {
  const styles = useStyles();
  const id = useId();
  return (
    <Landmark className={styles.section} aria-labelledby={id}>
      <Subtitle1 as="h2" id={id}>
        {title}
      </Subtitle1>
      {children}
    </Landmark>
  );
}

/**
 * Inicio (part 1 §2 Home): a starting point from what the user may see today: a supplier's pending documents, the
 * unread notifications (when the notifications flag is on) and shortcuts to the role's menu areas. Above them the
 * compliance (issue 17): a supplier's 'Cumplimiento Documental' with its own figures and grid row, and for customers
 * and staff their suppliers' figures and those at high risk.
 */
export function HomePage({ title }: PageProps) {
  usePageTitle(title);
  const styles = useStyles();
  const { user } = useSignedInUser();
  const notificationsOn = can(user.primaryRole, 'read:notifications:own', user.features);
  // The pending documents are a supplier's to-do list (the API answers other roles an empty one).
  const pendingOn = user.primaryRole === 'Supplier' && can(user.primaryRole, 'read:documents', user.features);
  const shortcuts = menuFor(user.primaryRole, user.features).filter((entry) => entry.path !== '/');
  // Issue 17: a supplier's own compliance; customers and staff their suppliers' (Security has no compliance).
  const complianceOn = can(user.primaryRole, 'read:compliance', user.features);
  const year = new Date().getFullYear();
  return (
    <main className={styles.root}>
      <Title2 as="h1">{title}</Title2>
      {complianceOn && user.primaryRole === 'Supplier' && (
        <Section title={homeTexts.supplierComplianceTitle}>
          <SupplierCompliance year={year} />
        </Section>
      )}
      {complianceOn && user.primaryRole !== 'Supplier' && (
        <Section title={homeTexts.suppliersComplianceTitle}>
          <SuppliersCompliance year={year} />
        </Section>
      )}
      {pendingOn && (
        <Section title={homeTexts.pendingTitle}>
          <PendingDocuments />
        </Section>
      )}
      {notificationsOn && (
        <Section title={homeTexts.unreadTitle}>
          <UnreadNotifications userPK={user.userPK} />
        </Section>
      )}
      {shortcuts.length > 0 && (
        <Section title={homeTexts.shortcutsTitle} as="nav">
          <Shortcuts entries={shortcuts} />
        </Section>
      )}
      {/* The tenant's Power BI report (supplier-bi / costumer-bi), else its home reports (reports area). */}
      <PageReports page="home" />
    </main>
  );
}
