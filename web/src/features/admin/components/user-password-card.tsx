import { Body1, Caption1, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { userMessages, type UserDetail } from '@expediente/contracts/admin/users';
import { adminChangePasswordRequestSchema } from '@expediente/contracts/auth/invitations';
import { useRef, useState, type FormEvent } from 'react';
import { AppButton } from '../../../components/app-button';
import { AppCard } from '../../../components/app-card';
import { StatusBadge } from '../../../components/status-badge';
import { TextField } from '../../../components/text-field';
import { useNotify } from '../../../components/use-notify';
import { ApiClientError } from '../../../lib/api-client';
import { getWebConfig } from '../../../lib/config';
import { issuesByField, useFormValues } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { changeUserPassword } from '../api/change-user-password';
import { useUserInvite } from '../api/get-user-invite';
import { resetUserInvite } from '../api/reset-user-invite';
import { userTexts as t } from './user-texts';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '28rem' },
  link: { overflowWrap: 'anywhere', fontFamily: tokens.fontFamilyMonospace },
});

const empty = { password: '', confirmPassword: '' };
type Field = keyof typeof empty;
const fields = Object.keys(empty) as Field[];

/**
 * The password card (part 2 §2.9, §8): assigned or not; without one, the invitation (status, expiry) and
 * 'Extender invitación' (POST /api/invite/reset-token), whose new redeem link is shown once; and the password change
 * (POST /api/changepassword). `tenant` is the user's tenant when it is not the caller's (the Developer, holding
 * manage:users:any, from a tenant's users list): every call names it.
 */
export function UserPasswordCard({ user, tenant, onChanged }: { user: UserDetail; tenant: string | undefined; onChanged: () => void }) {
  const styles = useStyles();
  const notify = useNotify();
  const invite = useUserInvite(!user.hasPassword ? user.publicKey : undefined, tenant);
  const [link, setLink] = useState<string>();
  const [extending, setExtending] = useState(false);
  const form = useFormValues(empty);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);

  async function extend() {
    if (!invite.data) return;
    setExtending(true);
    try {
      const answer = await resetUserInvite(invite.data.token, tenant);
      setLink(answer.link);
      notify.toast(userMessages.tokenExtended, { variant: 'success' });
      void invite.mutate();
    } catch {
      notify.toast(userMessages.tokenFailed, { variant: 'danger' });
    } finally {
      setExtending(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setFailure(undefined);
    const parsed = adminChangePasswordRequestSchema.safeParse({ email: user.emailAddress, ...form.values });
    if (!parsed.success) return form.setErrors(issuesByField(parsed.error.issues, fields));
    setSaving(true);
    try {
      await changeUserPassword({ ...parsed.data, ...(tenant ? { tenant } : {}) });
      form.reset();
      notify.toast(userMessages.passwordChanged, { variant: 'success' });
      onChanged();
    } catch (error) {
      const reason = error instanceof ApiClientError && error.status === 400 ? Object.values(error.errors).flat()[0] : undefined;
      setFailure([reason, t.support(getWebConfig().supportEmail)].filter(Boolean).join(' '));
    } finally {
      setSaving(false);
    }
  }

  return (
    <AppCard title={t.passwordCard}>
      <div className={styles.body}>
        <div>
          <StatusBadge variant={user.hasPassword ? 'success' : 'warning'}>{user.hasPassword ? t.passwordAssigned : t.passwordNotAssigned}</StatusBadge>
        </div>
        {!user.hasPassword && (
          <>
            {invite.data ? (
              <Body1>
                {`${t.invitationStatus}: ${t.invitationStatuses[invite.data.status] ?? invite.data.status} · ${t.invitationExpires}: ${formatDateTime(invite.data.expirationDate)}`}
              </Body1>
            ) : (
              invite.error && <Body1>{t.noInvitation}</Body1>
            )}
            {invite.data && invite.data.status !== 'redeemed' && (
              <div>
                <AppButton onClick={() => void extend()} disabled={extending}>
                  {t.extendToken}
                </AppButton>
              </div>
            )}
            {link && (
              <div>
                <Caption1>{t.newLink}</Caption1>
                <Body1 as="p" className={styles.link}>
                  <a href={link}>{link}</a>
                </Body1>
              </div>
            )}
          </>
        )}
        <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t.changePassword}>
          {failure && (
            <MessageBar intent="error" politeness="assertive">
              <MessageBarBody>{`${userMessages.passwordFailed}. ${failure}`}</MessageBarBody>
            </MessageBar>
          )}
          <TextField label={t.newPassword} type="password" autoComplete="new-password" required hint={t.passwordHint} value={form.values.password} onChange={(_, d) => form.set('password', d.value)} validationMessage={form.errors.password} disabled={saving} maxLength={256} />
          <TextField label={t.confirmPassword} type="password" autoComplete="new-password" required value={form.values.confirmPassword} onChange={(_, d) => form.set('confirmPassword', d.value)} validationMessage={form.errors.confirmPassword} disabled={saving} maxLength={256} />
          <div>
            <AppButton variant="primary" type="submit" disabled={saving}>
              {t.changePassword}
            </AppButton>
          </div>
        </form>
      </div>
    </AppCard>
  );
}
