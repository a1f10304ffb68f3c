import { useState } from 'react';
import { AppButton } from '../../../components/app-button';
import { Modal } from '../../../components/modal';
import { onboardingTexts as t } from './onboarding-text';
import { SupplierContactForm } from './supplier-contact-form';

/** 'Agregar contacto de proveedor': the supplier-contact form on its own, for a supplier chosen from the list. */
export function AddSupplierContactModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  // A new key each time it opens: the form starts empty.
  const [round, setRound] = useState(0);
  const close = () => {
    if (busy) return;
    setRound((r) => r + 1);
    onClose();
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t.supplierContactTitle}
      actions={
        <AppButton onClick={close} disabled={busy}>
          {t.close}
        </AppButton>
      }
    >
      <SupplierContactForm key={round} onBusyChange={setBusy} />
    </Modal>
  );
}
