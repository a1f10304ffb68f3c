import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { AUDIT_TAG_LABEL_MAX, type AuditTag, type AuditTagManage } from '@expediente/contracts/audit/audit-tags';
import { useState, type FormEvent } from 'react';
import { AppButton } from '../../../components/app-button';
import { useConfirm } from '../../../components/confirm-dialog';
import { IconButton } from '../../../components/icon-button';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import type { ApiClientError } from '../../../lib/api-client';
import { auditListTexts } from './list-texts';

const useStyles = makeStyles({
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  grow: { flexGrow: 1, minWidth: 'min(100%, 12rem)' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '32px', flexWrap: 'wrap' },
  name: { flexGrow: 1, overflowWrap: 'anywhere', minWidth: 0 },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  empty: { color: tokens.colorNeutralForeground3 },
});

export type TagsEditorProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tags: readonly AuditTag[];
  /** Sends one action; rejects with the server's error (its Spanish message is shown by the field). */
  onManage: (body: AuditTagManage) => Promise<unknown>;
};

const messageOf = (err: unknown) => (err as ApiClientError | undefined)?.errors?.label?.[0] ?? (err as Error | undefined)?.message ?? '';

/** 'Editar Etiquetas' (part 2 §2.11): create, rename and delete the tenant's tags. */
export function TagsEditor({ open, onOpenChange, tags, onManage }: TagsEditorProps) {
  const styles = useStyles();
  const { confirm, confirmDialog } = useConfirm();
  const [label, setLabel] = useState('');
  const [createError, setCreateError] = useState<string>();
  const [editing, setEditing] = useState<{ tagId: string; label: string; error?: string }>();
  const [busy, setBusy] = useState(false);

  const run = async (body: AuditTagManage): Promise<string | undefined> => {
    setBusy(true);
    try {
      await onManage(body);
      return undefined;
    } catch (err) {
      return messageOf(err);
    } finally {
      setBusy(false);
    }
  };

  const create = async (e: FormEvent) => {
    e.preventDefault();
    const error = await run({ Action: 'new', label });
    setCreateError(error);
    if (!error) setLabel('');
  };
  const rename = async (e: FormEvent) => {
    e.preventDefault();
    if (!editing) return;
    const error = await run({ Action: 'update', TagId: editing.tagId, label: editing.label });
    setEditing(error ? { ...editing, error } : undefined);
  };
  const remove = async (tag: AuditTag) => {
    if (!(await confirm({ title: auditListTexts.deleteTitle, message: auditListTexts.deleteBody(tag.displayName), confirmLabel: auditListTexts.deleteConfirm, variant: 'danger' }))) return;
    const error = await run({ Action: 'delete', TagId: tag.tagId });
    setCreateError(error);
  };

  return (
    <>
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title={auditListTexts.editTags}
        closeLabel={auditListTexts.close}
        actions={<AppButton onClick={() => onOpenChange(false)}>{auditListTexts.close}</AppButton>}
      >
        <div className={styles.body}>
          <form className={styles.form} onSubmit={(e) => void create(e)}>
            <TextField
              className={styles.grow}
              label={auditListTexts.newTag}
              value={label}
              maxLength={AUDIT_TAG_LABEL_MAX}
              onChange={(_, data) => setLabel(data.value)}
              validationMessage={createError}
            />
            <AppButton type="submit" variant="primary" disabled={busy || label.trim() === ''}>
              {auditListTexts.add}
            </AppButton>
          </form>
          {tags.length === 0 ? (
            <Body1 className={styles.empty}>{auditListTexts.noTags}</Body1>
          ) : (
            <ul className={styles.list} aria-label={auditListTexts.tagMenu}>
              {tags.map((tag) =>
                editing?.tagId === tag.tagId ? (
                  <li key={tag.tagId}>
                    <form className={styles.form} onSubmit={(e) => void rename(e)}>
                      <TextField
                        className={styles.grow}
                        label={auditListTexts.renameLabel(tag.displayName)}
                        value={editing.label}
                        maxLength={AUDIT_TAG_LABEL_MAX}
                        autoFocus
                        onChange={(_, data) => setEditing({ tagId: tag.tagId, label: data.value })}
                        onKeyDown={(e) => {
                          if (e.key === 'Escape') {
                            e.stopPropagation();
                            setEditing(undefined);
                          }
                        }}
                        validationMessage={editing.error}
                      />
                      <AppButton type="submit" variant="primary" disabled={busy || editing.label.trim() === ''}>
                        {auditListTexts.save}
                      </AppButton>
                      <AppButton onClick={() => setEditing(undefined)}>{auditListTexts.cancel}</AppButton>
                    </form>
                  </li>
                ) : (
                  <li key={tag.tagId} className={styles.item}>
                    <span className={styles.name}>{tag.displayName}</span>
                    <IconButton icon={<EditRegular />} label={auditListTexts.rename(tag.displayName)} size="small" disabled={busy} onClick={() => setEditing({ tagId: tag.tagId, label: tag.displayName })} />
                    <IconButton icon={<DeleteRegular />} label={auditListTexts.remove(tag.displayName)} size="small" variant="danger" disabled={busy} onClick={() => void remove(tag)} />
                  </li>
                ),
              )}
            </ul>
          )}
        </div>
      </Modal>
      {confirmDialog}
    </>
  );
}
