import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, LinkRegular } from '@fluentui/react-icons';
import { can } from '@expediente/contracts/shell/permissions';
import { useState } from 'react';
import { AppButton } from '../../../components/app-button';
import { useSignedInUser } from '../../../lib/current-user-context';
import { AddInternalContactModal } from './add-internal-contact-modal';
import { AddSupplierContactModal } from './add-supplier-contact-modal';
import { AddSupplierModal } from './add-supplier-modal';
import { GenerateInviteModal } from './generate-invite-modal';
import { onboardingTexts as t } from './onboarding-text';

const useStyles = makeStyles({ root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS } });

type Open = 'internal' | 'supplierContact' | 'supplier' | 'invite' | undefined;

/**
 * The list's actions (part 1 §2, part 2 §6): the 'Agregar' menu by role (Developer, Admin, Customer and Support add
 * an internal contact, a supplier contact and a supplier; Security only an internal contact; Supplier nothing) and
 * 'Generar invitación' (flag generate-invite-link). The server checks the same permissions.
 */
export function AddMenu() {
  const styles = useStyles();
  const { user } = useSignedInUser();
  const [open, setOpen] = useState<Open>();
  const mayInvite = can(user.primaryRole, 'invite:contacts', user.features);
  const mayAddSuppliers = can(user.primaryRole, 'create:suppliers', user.features);
  const mayGenerate = can(user.primaryRole, 'invite:suppliers', user.features);
  if (!mayInvite && !mayAddSuppliers && !mayGenerate) return null;
  const close = () => setOpen(undefined);
  return (
    <div className={styles.root}>
      {(mayInvite || mayAddSuppliers) && (
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <AppButton variant="primary" icon={<AddRegular />}>
              {t.add}
            </AppButton>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {mayInvite && <MenuItem onClick={() => setOpen('internal')}>{t.internalContact}</MenuItem>}
              {mayAddSuppliers && <MenuItem onClick={() => setOpen('supplierContact')}>{t.supplierContact}</MenuItem>}
              {mayAddSuppliers && <MenuItem onClick={() => setOpen('supplier')}>{t.supplier}</MenuItem>}
            </MenuList>
          </MenuPopover>
        </Menu>
      )}
      {mayGenerate && (
        <AppButton icon={<LinkRegular />} onClick={() => setOpen('invite')}>
          {t.generateInvite}
        </AppButton>
      )}
      {mayInvite && <AddInternalContactModal open={open === 'internal'} onClose={close} user={user} />}
      {mayAddSuppliers && <AddSupplierContactModal open={open === 'supplierContact'} onClose={close} />}
      {mayAddSuppliers && <AddSupplierModal open={open === 'supplier'} onClose={close} user={user} />}
      {mayGenerate && <GenerateInviteModal open={open === 'invite'} onClose={close} user={user} />}
    </div>
  );
}
