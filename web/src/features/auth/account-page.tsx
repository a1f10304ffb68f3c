import { Body1, Subtitle1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { roleLabels } from '@expediente/contracts';
import { useId } from 'react';
import type { PageProps } from '../../app/routes';
import { PageSpinner } from '../../components/page-spinner';
import { usePageTitle } from '../../lib/use-page-title';
import { useCurrentUser } from './api/get-current-user';
import { PasswordSection } from './components/password-section';
import { ProfileSection } from './components/profile-section';
import { RemindersSection } from './components/reminders-section';
import { TwoFactorSection } from './components/two-factor-section';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL, padding: tokens.spacingHorizontalXXL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  details: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
    '& dt': { fontWeight: tokens.fontWeightSemibold },
    '& dd': { margin: 0, wordBreak: 'break-word' },
  },
});

/**
 * 'Mi cuenta' (/account): who is signed in (name, e-mail, role, from user info), the own name
 * (PUT /api/account/profile), the password (POST /api/account/password), two-factor sign-in and the reminder e-mails.
 */
export function AccountPage({ title }: PageProps) {
  usePageTitle(title);
  const styles = useStyles();
  const detailsId = useId();
  const { user, reload } = useCurrentUser();
  if (!user) return <PageSpinner />;

  return (
    <main className={styles.root}>
      <Title2 as="h1">{title}</Title2>
      <section className={styles.section} aria-labelledby={detailsId}>
        <Subtitle1 as="h2" id={detailsId}>
          Datos de la cuenta
        </Subtitle1>
        <dl className={styles.details}>
          <dt>Nombre</dt>
          <dd>
            <Body1>{user.fullName || user.displayName}</Body1>
          </dd>
          <dt>Correo electrónico</dt>
          <dd>
            <Body1>{user.emailAddress}</Body1>
          </dd>
          <dt>Rol</dt>
          <dd>
            <Body1>{roleLabels[user.primaryRole] ?? user.primaryRoleDisplayName}</Body1>
          </dd>
        </dl>
      </section>
      <ProfileSection user={user} onSaved={reload} />
      <PasswordSection />
      <TwoFactorSection enabled={user.twoFactorEnabled} onChanged={reload} />
      <RemindersSection />
    </main>
  );
}
