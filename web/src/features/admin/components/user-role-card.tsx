import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { assignableRoles, userMessages, type UserDetail } from '@expediente/contracts/admin/users';
import { roleLabels, type Role } from '@expediente/contracts/shared/role-values';
import { useState } from 'react';
import { AppButton } from '../../../components/app-button';
import { AppCard } from '../../../components/app-card';
import { useConfirm } from '../../../components/confirm-dialog';
import { SelectField } from '../../../components/select-field';
import { useNotify } from '../../../components/use-notify';
import { changeUserRole } from '../api/change-user-role';
import { userTexts as t } from './user-texts';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '28rem' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * The role selector (ours: PUT /api/users/{id}/role): the roles the caller may give; Guardar asks for confirmation,
 * since the user's sessions end at once. A supplier's user keeps the Supplier role (their organization is a supplier).
 */
export function UserRoleCard({ user, tenant, managerRole, blocked, onChanged }: { user: UserDetail; tenant: string | undefined; managerRole: Role; blocked: string | undefined; onChanged: () => void }) {
  const styles = useStyles();
  const notify = useNotify();
  const { confirm, confirmDialog } = useConfirm();
  const [chosen, setChosen] = useState<Role | ''>('');
  const [saving, setSaving] = useState(false);
  const supplier = user.role === 'Supplier';
  const reason = blocked ?? (supplier ? t.supplierRole : undefined);
  const options = [...new Set<Role>([user.role, ...(assignableRoles[managerRole] ?? [])])];
  const value = chosen || user.role;

  async function save() {
    if (value === user.role) return;
    if (!(await confirm({ title: t.roleConfirmTitle, message: t.roleConfirm(user.displayName, roleLabels[value]), confirmLabel: t.save, variant: 'warning' }))) return;
    setSaving(true);
    try {
      await changeUserRole(user.publicKey, tenant, value);
      notify.toast(userMessages.roleUpdated, { variant: 'success' });
      setChosen('');
      onChanged();
    } catch {
      notify.toast(userMessages.roleFailed, { variant: 'danger' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <AppCard title={t.roleCard}>
      <div className={styles.body}>
        <SelectField
          label={t.roleLabel}
          options={options.map((r) => ({ value: r, label: roleLabels[r], disabled: r !== user.role && !(assignableRoles[managerRole] ?? []).includes(r) }))}
          value={value}
          onValueChange={(v) => setChosen(v as Role)}
          disabled={!!reason || saving}
        />
        {reason && <Body1 className={styles.muted}>{reason}</Body1>}
        <div>
          <AppButton variant="primary" onClick={() => void save()} disabled={!!reason || saving || value === user.role}>
            {t.roleSave}
          </AppButton>
        </div>
      </div>
      {confirmDialog}
    </AppCard>
  );
}
