import { makeStyles, tokens } from '@fluentui/react-components';
import type { CurrentUser } from '@expediente/contracts/auth/current-user';
import { supplierMessages, type SupplierInviteResponse } from '@expediente/contracts/suppliers/suppliers';
import { useState } from 'react';
import { Modal } from '../../../components/modal';
import { ApiClientError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { generateSupplierInvite } from '../api/onboarding-calls';
import { CopyLink } from './copy-link';
import { onboardingTexts as t } from './onboarding-text';
import { OrganizationPicker, type PickedOrganization } from './organization-picker';
import { FormActions } from './form-actions';
import { Outcome } from './outcome';

const useStyles = makeStyles({ body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

/**
 * 'Generar invitación' (part 1 §2, part 2 §4, §5, §8; flag generate-invite-link): a supplier registration link for
 * a customer organization. A user who sees the whole tenant (main group) chooses the organization first; anyone
 * else has only their own, chosen for them. States: idle, generating, link shown, error.
 */
export function GenerateInviteModal({ open, onClose, user }: { open: boolean; onClose: () => void; user: CurrentUser }) {
  const styles = useStyles();
  const [customer, setCustomer] = useState<PickedOrganization>();
  const [state, setState] = useState<'idle' | 'generating' | 'failed' | 'badLink'>('idle');
  const [missing, setMissing] = useState(false);
  const [invite, setInvite] = useState<SupplierInviteResponse>();
  const [failure, setFailure] = useState<string>();
  const busy = state === 'generating';

  function close() {
    if (busy) return;
    setCustomer(undefined);
    setState('idle');
    setMissing(false);
    setInvite(undefined);
    setFailure(undefined);
    onClose();
  }

  async function generate() {
    if (busy) return;
    if (!customer) return setMissing(true);
    setState('generating');
    try {
      const answer = await generateSupplierInvite({ UserPublicKey: user.userPK, CustomerPublicKey: customer.publicKey });
      if (!/^https?:\/\/\S+$/.test(answer.invite_url)) return setState('badLink');
      setInvite(answer);
      setState('idle');
    } catch (error) {
      setFailure(error instanceof ApiClientError && error.status === 400 ? Object.values(error.errors).flat()[0] : undefined);
      setState('failed');
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t.inviteTitle}
      actions={<FormActions done={!!invite} busy={busy} onSubmit={() => void generate()} onClose={close} submitLabel={t.generate} busyLabel={t.generating} />}
    >
      <div className={styles.body}>
        {state === 'failed' && <Outcome intent="error" title={supplierMessages.unexpected}>{failure}</Outcome>}
        {state === 'badLink' && <Outcome intent="error" title={supplierMessages.noValidLink} />}
        {invite ? (
          <>
            <CopyLink link={invite.invite_url} />
            <p>{t.linkExpires(formatDateTime(invite.expirationDate))}</p>
          </>
        ) : (
          <OrganizationPicker
            label={t.customer}
            role="customer"
            required
            chooseOnlyOption
            value={customer}
            onChange={(v) => {
              setCustomer(v);
              setMissing(false);
            }}
            validationMessage={missing ? t.organizationRequired : undefined}
            disabled={busy}
          />
        )}
      </div>
    </Modal>
  );
}
