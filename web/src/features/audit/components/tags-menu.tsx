import { Caption1, Menu, MenuButton, MenuDivider, MenuItem, MenuList, MenuPopover, MenuTrigger, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkRegular, DismissRegular, TagRegular } from '@fluentui/react-icons';
import type { AuditListItem } from '@expediente/contracts/audit/audit-list';
import type { AuditTag } from '@expediente/contracts/audit/audit-tags';
import { auditListTexts } from './list-texts';

const useStyles = makeStyles({
  // Part 2 §9: the tag menu is at most 180 px tall; longer lists scroll inside it.
  list: { maxHeight: '180px', overflowY: 'auto' },
  button: { maxWidth: '14rem', justifyContent: 'flex-start' },
  label: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  none: { color: tokens.colorNeutralForeground3 },
});

export type TagsMenuProps = {
  row: Pick<AuditListItem, 'publicKey' | 'fileName' | 'tag' | 'tagId'>;
  tags: readonly AuditTag[];
  /** update:audit: the menu sets and removes; otherwise the tag is only shown. */
  canEdit: boolean;
  busy: boolean;
  onSet: (tagId: string) => void;
  onRemove: (tagId: string) => void;
};

/** A row's tag: its name, and for auditors a menu of the tenant's tags to put on the document or take off. */
export function TagsMenu({ row, tags, canEdit, busy, onSet, onRemove }: TagsMenuProps) {
  const styles = useStyles();
  if (!canEdit) return row.tag ? <Caption1>{row.tag}</Caption1> : <Caption1 className={styles.none}>{auditListTexts.noTag}</Caption1>;
  return (
    <Menu positioning="below-start">
      <MenuTrigger disableButtonEnhancement>
        <MenuButton
          size="small"
          appearance="subtle"
          icon={<TagRegular />}
          className={styles.button}
          disabled={busy}
          aria-label={`${auditListTexts.tagOf(row.fileName)}: ${row.tag ?? auditListTexts.noTag}`}
          onClick={(e) => e.stopPropagation()}
        >
          <span className={styles.label}>{row.tag ?? auditListTexts.noTag}</span>
        </MenuButton>
      </MenuTrigger>
      <MenuPopover onClick={(e) => e.stopPropagation()}>
        <MenuList className={styles.list} aria-label={auditListTexts.tagMenu}>
          {tags.length === 0 && <MenuItem disabled>{auditListTexts.noTags}</MenuItem>}
          {tags.map((t) => (
            <MenuItem key={t.tagId} icon={t.tagId === row.tagId ? <CheckmarkRegular /> : <span />} onClick={() => t.tagId !== row.tagId && onSet(t.tagId)}>
              {t.displayName}
            </MenuItem>
          ))}
          {row.tagId && (
            <>
              <MenuDivider />
              <MenuItem icon={<DismissRegular />} onClick={() => onRemove(row.tagId!)}>
                {auditListTexts.removeTag}
              </MenuItem>
            </>
          )}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
