import { Body1, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { userMessages, type UserDetail } from '@expediente/contracts/admin/users';
import type { UserStatus } from '@expediente/contracts/shared/role-values';
import { useState } from 'react';
import { AppButton } from '../../../components/app-button';
import { AppCard } from '../../../components/app-card';
import { useConfirm } from '../../../components/confirm-dialog';
import { SelectField } from '../../../components/select-field';
import { useNotify } from '../../../components/use-notify';
import { changeUserStatus } from '../api/change-user-status';
import { useUserStatus } from '../api/get-user-status';
import { useUserStatusList } from '../api/get-user-status-list';
import { userTexts as t } from './user-texts';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '28rem' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * The status card (part 2 §2.9, §4, §8): the user's status (GET /api/userstatus/{id}) and a choice from the status
 * list (GET /api/statuslist/); Guardar asks for confirmation, since the user's sessions end at once. `blocked` says
 * why the caller may not change it (their own account, or a higher role); the server refuses those too.
 */
export function UserStatusCard({ user, tenant, blocked, onChanged }: { user: UserDetail; tenant: string | undefined; blocked: string | undefined; onChanged: () => void }) {
  const styles = useStyles();
  const notify = useNotify();
  const status = useUserStatus(user.publicKey, tenant);
  const list = useUserStatusList();
  const { confirm, confirmDialog } = useConfirm();
  const [chosen, setChosen] = useState<UserStatus | ''>('');
  const [saving, setSaving] = useState(false);
  const current = status.data?.name;
  const value = chosen || current || '';

  async function save() {
    const next = list.data?.statusList.find((s) => s.name === value);
    if (!next || next.name === current) return;
    if (!(await confirm({ title: t.statusConfirmTitle, message: t.statusConfirm(user.displayName, next.displayNameES), confirmLabel: t.save, variant: 'warning' }))) return;
    setSaving(true);
    try {
      await changeUserStatus(user.publicKey, tenant, next.name);
      notify.toast(userMessages.statusUpdated, { variant: 'success' });
      setChosen('');
      await status.mutate();
      onChanged();
    } catch {
      notify.toast(userMessages.statusFailed, { variant: 'danger' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <AppCard title={t.statusCard}>
      <div className={styles.body}>
        {!status.data || !list.data ? (
          status.error || list.error ? <Body1>{t.userLoadError}</Body1> : <Spinner size="tiny" label={t.loading} />
        ) : (
          <>
            <SelectField
              label={t.statusLabel}
              options={list.data.statusList.map((s) => ({ value: s.name, label: s.displayNameES }))}
              value={value}
              onValueChange={(v) => setChosen(v as UserStatus)}
              disabled={!!blocked || saving}
            />
            {blocked && <Body1 className={styles.muted}>{blocked}</Body1>}
            <div>
              <AppButton variant="primary" onClick={() => void save()} disabled={!!blocked || saving || value === current}>
                {t.statusSave}
              </AppButton>
            </div>
          </>
        )}
      </div>
      {confirmDialog}
    </AppCard>
  );
}
