import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { createOrderSchema, type Order } from '@expediente/contracts/orders/orders';
import { can } from '@expediente/contracts/shell/permissions';
import { useRef, useState, type FormEvent } from 'react';
import { AppButton } from '../../../components/app-button';
import { DateField } from '../../../components/date-field';
import { Modal } from '../../../components/modal';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { TextareaField } from '../../../components/textarea-field';
import { useNotify } from '../../../components/use-notify';
import { ApiClientError } from '../../../lib/api-client';
import { useSignedInUser } from '../../../lib/current-user-context';
import { issuesByField, serverErrorsByField, useFormValues } from '../../../lib/form-errors';
import { OrganizationPicker, type PickedOrganization } from '../../contacts/components/organization-picker';
import { useContracts } from '../../contracts/api/get-contracts';
import { createOrder } from '../api/create-order';
import { ordersTexts } from './orders-texts';

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });
const fields = ['number', 'customerPK', 'supplierPK', 'total', 'serviceDate', 'description', 'contractPK'] as const;
const empty = { number: '', total: '', serviceDate: '', description: '', contractPK: '' };

export type NewOrderDialogProps = { open: boolean; onClose: () => void; onCreated: (order: Order) => void };

/**
 * 'Nueva orden' (manage:orders): number, customer (a Customer's own organization, chosen for it), supplier (found as
 * one types, among those the caller sees), total in MXN, service date, description, and optionally one of the
 * supplier's audited contracts. The contract checks the form first; the server's 400 and 409 land on their field.
 */
export function NewOrderDialog({ open, onClose, onCreated }: NewOrderDialogProps) {
  const styles = useStyles();
  const notify = useNotify();
  const { user } = useSignedInUser();
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const form = useFormValues<typeof empty, 'customerPK' | 'supplierPK'>(empty);
  const [customer, setCustomer] = useState<PickedOrganization>();
  const [supplier, setSupplier] = useState<PickedOrganization>();
  const mayReadContracts = can(user.primaryRole, 'read:contracts', user.features);
  const contracts = useContracts(open && supplier && mayReadContracts ? { supplier: supplier.publicKey, pageIndex: 1 } : null);

  function close() {
    if (busy) return;
    form.reset();
    setCustomer(undefined);
    setSupplier(undefined);
    onClose();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const input = { ...form.values, customerPK: customer?.publicKey ?? '', supplierPK: supplier?.publicKey ?? '' };
    const parsed = createOrderSchema.safeParse(input);
    if (!parsed.success) return form.setErrors(issuesByField(parsed.error.issues, fields));
    setBusy(true);
    try {
      const { order } = await createOrder(input);
      notify.toast(ordersTexts.created(order.logicalKey), { variant: 'success' });
      form.reset();
      setCustomer(undefined);
      setSupplier(undefined);
      onCreated(order);
    } catch (error) {
      const byField = serverErrorsByField(error, fields);
      if (Object.keys(byField).length > 0) form.setErrors(byField);
      else notify.toast(error instanceof ApiClientError && error.status !== 500 && error.status !== 0 ? error.message : ordersTexts.saveError, { variant: 'danger' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title={ordersTexts.dialogTitle}
      size="medium"
      closeLabel={ordersTexts.close}
      actions={
        <>
          <AppButton variant="primary" onClick={() => formRef.current?.requestSubmit()} disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
            {ordersTexts.save}
          </AppButton>
          <AppButton onClick={close} disabled={busy}>
            {ordersTexts.cancel}
          </AppButton>
        </>
      }
    >
      <form ref={formRef} className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={ordersTexts.numberField}
          required
          maxLength={40}
          autoCapitalize="characters"
          spellCheck={false}
          value={form.values.number}
          onChange={(_, data) => form.set('number', data.value)}
          validationMessage={form.errors.number}
        />
        <OrganizationPicker
          label={ordersTexts.customerField}
          role="customer"
          required
          chooseOnlyOption
          value={customer}
          onChange={(next) => {
            setCustomer(next);
            form.setErrors({ ...form.errors, customerPK: undefined });
          }}
          validationMessage={form.errors.customerPK}
        />
        <OrganizationPicker
          label={ordersTexts.supplierField}
          role="supplier"
          required
          value={supplier}
          onChange={(next) => {
            setSupplier(next);
            form.set('contractPK', '');
            form.setErrors({ ...form.errors, supplierPK: undefined });
          }}
          validationMessage={form.errors.supplierPK}
        />
        <TextField
          label={ordersTexts.totalField}
          hint={ordersTexts.totalHint}
          required
          inputMode="decimal"
          maxLength={24}
          value={form.values.total}
          onChange={(_, data) => form.set('total', data.value)}
          validationMessage={form.errors.total}
        />
        <DateField
          label={ordersTexts.dateField}
          required
          value={form.values.serviceDate}
          onValueChange={(value) => form.set('serviceDate', value)}
          validationMessage={form.errors.serviceDate}
        />
        <TextareaField
          label={ordersTexts.descriptionField}
          maxLength={500}
          value={form.values.description}
          onChange={(_, data) => form.set('description', data.value)}
          validationMessage={form.errors.description}
        />
        {mayReadContracts && supplier && (
          <SelectField
            label={ordersTexts.contractField}
            hint={contracts.isLoading ? ordersTexts.contractsLoading : undefined}
            placeholder={ordersTexts.noContract}
            options={(contracts.data?.contracts ?? []).map((c) => ({ value: c.publicKey, label: `${c.name} (${c.validationLabel})` }))}
            value={form.values.contractPK}
            onValueChange={(value) => form.set('contractPK', value)}
            validationMessage={form.errors.contractPK}
          />
        )}
        {/* Enter in a field submits (the form's own submit button). */}
        <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
      </form>
    </Modal>
  );
}
