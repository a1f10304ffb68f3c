import {
  addressRequestSchema,
  addressUpdateRequestSchema,
  emailRequestSchema,
  emailUpdateRequestSchema,
  generalInfoRequestSchema,
  identifierAddRequestSchema,
  identifierMessages,
  identifierUpdateRequestSchema,
  memberAddRequestSchema,
  memberMessages,
  phoneRequestSchema,
  phoneUpdateRequestSchema,
  type ContactChangeResponse,
} from '@expediente/contracts/contacts/contact-editing';
import type { ContactDetail } from '@expediente/contracts/contacts/contacts';
import { addContactAddress } from '../api/add-contact-address';
import { addIdentifier } from '../api/add-identifier';
import { addMember } from '../api/add-member';
import { useIdentifierTypes } from '../api/get-identifier-types';
import { updateIdentifier } from '../api/update-identifier';
import { addContactEmail } from '../api/add-contact-email';
import { addContactPhone } from '../api/add-contact-phone';
import { deleteContactAddress } from '../api/delete-contact-address';
import { deleteContactEmail } from '../api/delete-contact-email';
import { deleteContactPhone } from '../api/delete-contact-phone';
import { updateContactAddress } from '../api/update-contact-address';
import { updateContactEmail } from '../api/update-contact-email';
import { updateContactPhone } from '../api/update-contact-phone';
import { updateGeneralInfo } from '../api/update-general-info';
import { DetailFormModal, type DetailField } from './detail-form-modal';
import { detailEditTexts as texts } from './detail-texts';

/** Which modal is open: a kind, and the ordinal of the item in edit mode (none: new). */
export type DetailEditing =
  | { kind: 'phone' | 'email' | 'address'; ordinal?: number }
  | { kind: 'general' }
  | { kind: 'identifier'; key?: string }
  | { kind: 'member' }
  | undefined;

const NEW_TYPE = '__new';

type Props = {
  contact: ContactDetail;
  editing: DetailEditing;
  onClose: () => void;
  onDone: (response: ContactChangeResponse) => void;
};

const phoneFields: DetailField[] = [
  { name: 'phoneNumber', label: texts.phoneNumber, required: true, type: 'tel', inputMode: 'tel', hint: texts.phoneHint },
  { name: 'locationName', label: texts.location, required: true, hint: texts.locationHint },
];
const emailFields: DetailField[] = [
  { name: 'emailAddress', label: texts.emailAddress, required: true, type: 'email', inputMode: 'email' },
  { name: 'locationName', label: texts.location, hint: texts.locationHint },
];
const addressFields: DetailField[] = [
  { name: 'locationName', label: texts.location, required: true, hint: texts.locationHint },
  { name: 'address1', label: texts.address1, required: true },
  { name: 'address2', label: texts.address2, required: true },
  { name: 'zipCode', label: texts.zipCode, required: true, inputMode: 'numeric' },
  { name: 'city', label: texts.city, required: true },
  { name: 'state', label: texts.state, required: true },
  { name: 'country', label: texts.country },
  { name: 'displayName', label: texts.addressName },
];

/**
 * The detail's modals (part 2 §2.2, §5): phone, e-mail and address in new and edit mode (edit offers delete), and
 * the general information. Each sends the detail's etag, so a change made meanwhile answers 409 instead of being
 * overwritten.
 */
export function DetailItemModals({ contact, editing, onClose, onDone }: Props) {
  const id = contact.publicKey;
  const etag = contact.etag;
  const common = { onClose, onDone, open: true } as const;
  // A new modal per item: it starts from that item's values.
  const modalKey = editing ? `${editing.kind}-${'ordinal' in editing ? (editing.ordinal ?? 'new') : 'key' in editing ? (editing.key ?? 'new') : ''}` : '';
  const types = useIdentifierTypes(editing?.kind === 'identifier' && !editing.key);
  const base = { contactPublicKey: id, ...(etag ? { etag } : {}) };

  if (!editing) return null;

  if (editing.kind === 'general') {
    const person = contact.isPerson;
    const fields: DetailField[] = person
      ? [
          { name: 'displayName', label: texts.displayName, required: true },
          { name: 'personTitle', label: texts.personTitle },
          { name: 'firstName', label: texts.firstName },
          { name: 'lastName1', label: texts.lastName1 },
          { name: 'lastName2', label: texts.lastName2 },
          { name: 'jobtitle', label: texts.jobTitle },
        ]
      : [{ name: 'displayName', label: contact.isOrganization ? texts.organizationName : texts.displayName, required: true }];
    return (
      <DetailFormModal
        key={modalKey}
        {...common}
        title={texts.editGeneralInfo}
        fields={fields}
        initial={{
          displayName: contact.displayName,
          personTitle: contact.personTitle ?? '',
          firstName: contact.firstName ?? '',
          lastName1: contact.lastName1 ?? '',
          lastName2: contact.lastName2 ?? '',
          jobtitle: contact.jobTitle ?? '',
        }}
        schema={generalInfoRequestSchema}
        extra={etag ? { etag } : {}}
        submit={(body) => updateGeneralInfo(id, body)}
      />
    );
  }

  if (editing.kind === 'identifier') {
    const current = editing.key ? contact.identifiers.find((i) => i.key === editing.key) : undefined;
    if (current) {
      return (
        <DetailFormModal
          key={modalKey}
          {...common}
          title={texts.editIdentifier(current.name)}
          fields={[{ name: 'value', label: current.name, required: true }]}
          initial={{ value: current.value }}
          schema={identifierUpdateRequestSchema}
          extra={{ entityPublicKey: id, key: current.key, name: current.name, previousValue: current.value, ...(etag ? { etag } : {}) }}
          submit={(body) => updateIdentifier(body)}
          failureMessage={identifierMessages.updateFailed}
        />
      );
    }
    // Types the contact has already are not offered again.
    const options = [
      ...(types.data ?? []).filter((t) => !contact.identifiers.some((i) => i.key === t.key)).map((t) => ({ value: t.key, label: t.name })),
      { value: NEW_TYPE, label: texts.newType },
    ];
    const isNewType = (values: Record<string, string>) => values.type === NEW_TYPE;
    return (
      <DetailFormModal
        key={modalKey}
        {...common}
        title={texts.addIdentifier}
        fields={[
          { name: 'type', label: texts.identifierType, type: 'select', required: true, options },
          { name: 'key', label: texts.identifierKey, required: true, hint: texts.identifierKeyHint, shownWhen: isNewType },
          { name: 'name', label: texts.identifierName, required: true, shownWhen: isNewType },
          { name: 'relatedToSuppliers', label: texts.relatedToSuppliers, type: 'checkbox', shownWhen: isNewType },
          { name: 'value', label: texts.identifierValue, required: true },
        ]}
        initial={{ type: '', key: '', name: '', relatedToSuppliers: '', value: '' }}
        schema={identifierAddRequestSchema}
        toBody={(values) => {
          const known = (types.data ?? []).find((t) => t.key === values.type);
          return isNewType(values)
            ? { key: values.key, name: values.name, value: values.value, relatedToSuppliers: values.relatedToSuppliers === 'true' }
            : { key: known?.key ?? '', name: known?.name ?? '', value: values.value };
        }}
        extra={{ entityPublicKey: id, ...(etag ? { etag } : {}) }}
        submit={(body) => addIdentifier(body)}
        failureMessage={identifierMessages.addFailed}
      />
    );
  }

  if (editing.kind === 'member') {
    // A group only under the main group (identifier main.group); otherwise an organization (part 2 §5).
    const mainGroup = contact.identifiers.some((i) => i.key === 'main.group');
    return (
      <DetailFormModal
        key={modalKey}
        {...common}
        title={texts.addMember}
        submitLabel={texts.add}
        fields={[
          {
            name: 'contactType',
            label: texts.contactType,
            type: 'select',
            required: true,
            disabled: !mainGroup,
            hint: mainGroup ? undefined : texts.groupOnlyMain,
            options: [
              { value: 'organization', label: texts.typeOrganization },
              ...(mainGroup ? [{ value: 'group', label: texts.typeGroup }] : []),
            ],
          },
          { name: 'logicalKey', label: texts.sapId, required: true },
          { name: 'fullName', label: texts.fullName, required: true },
          { name: 'displayName', label: texts.memberDisplayName, required: true },
          { name: 'rfc', label: texts.rfc, required: true },
        ]}
        initial={{ contactType: 'organization', logicalKey: '', fullName: '', displayName: '', rfc: '' }}
        schema={memberAddRequestSchema}
        extra={{ ownerPublicKey: id, ...(etag ? { etag } : {}) }}
        submit={(body) => addMember(body)}
        failureMessage={memberMessages.failed}
      />
    );
  }

  const ordinal = editing.ordinal;
  const isNew = ordinal === undefined;
  const extra = { ...base, ...(isNew ? {} : { ordinal }) };
  const remove = isNew ? undefined : () => (editing.kind === 'phone' ? deleteContactPhone : editing.kind === 'email' ? deleteContactEmail : deleteContactAddress)(id, { ...base, ordinal });

  if (editing.kind === 'phone') {
    const phone = contact.phones.find((p) => p.ordinal === ordinal);
    return (
      <DetailFormModal
        key={modalKey}
        {...common}
        title={isNew ? texts.newPhone : texts.editPhone}
        fields={phoneFields}
        initial={{ phoneNumber: phone?.numbersOnly ?? '', locationName: phone?.locationName ?? '' }}
        schema={isNew ? phoneRequestSchema : phoneUpdateRequestSchema}
        extra={extra}
        submit={(body) => (isNew ? addContactPhone(id, body) : updateContactPhone(id, body))}
        remove={remove}
      />
    );
  }
  if (editing.kind === 'email') {
    const email = contact.emails.find((e) => e.ordinal === ordinal);
    return (
      <DetailFormModal
        key={modalKey}
        {...common}
        title={isNew ? texts.newEmail : texts.editEmail}
        fields={emailFields}
        initial={{ emailAddress: email?.emailAddress ?? '', locationName: email?.locationName ?? '' }}
        schema={isNew ? emailRequestSchema : emailUpdateRequestSchema}
        extra={extra}
        submit={(body) => (isNew ? addContactEmail(id, body) : updateContactEmail(id, body))}
        remove={remove}
      />
    );
  }
  const address = contact.addresses.find((a) => a.ordinal === ordinal);
  return (
    <DetailFormModal
      key={modalKey}
      {...common}
      title={isNew ? texts.newAddress : texts.editAddress}
      fields={addressFields}
      initial={{
        locationName: address?.locationName ?? '',
        address1: address?.address1 ?? '',
        address2: address?.address2 ?? '',
        zipCode: address?.zipCode ?? '',
        city: address?.city ?? '',
        state: address?.state ?? '',
        country: address?.country ?? 'México',
        displayName: address?.displayName ?? '',
      }}
      schema={isNew ? addressRequestSchema : addressUpdateRequestSchema}
      extra={extra}
      submit={(body) => (isNew ? addContactAddress(id, body) : updateContactAddress(id, body))}
      remove={remove}
    />
  );
}
