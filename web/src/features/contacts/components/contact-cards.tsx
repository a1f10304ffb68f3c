import { Body1, Caption1, Link, makeStyles, tokens } from '@fluentui/react-components';
import { contactTexts, type ContactDetail } from '@expediente/contracts/contacts/contacts';
import type { ReactNode } from 'react';
import { AddRegular, EditRegular } from '@fluentui/react-icons';
import { AppButton } from '../../../components/app-button';
import { AppCard } from '../../../components/app-card';
import { IconButton } from '../../../components/icon-button';
import { StatusBadge } from '../../../components/status-badge';
import { contactDetailTexts as texts } from '../contact-text';
import { ContactLink } from './contacts-table';
import { detailEditTexts as editTexts } from './detail-texts';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { display: 'flex', flexDirection: 'column', overflowWrap: 'anywhere' },
  line: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  pairs: { margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS },
  name: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  pair: { display: 'contents' },
  address: { fontStyle: 'normal' },
  row: { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  grow: { display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' },
});

/** Open the new-item modal, or the edit modal of an item (by ordinal); absent when the caller may not. */
export type ItemEditing = { onAdd?: () => void; onEdit?: (ordinal: number) => void };

/** An item's row: its content and, when the caller may edit it, an 'Editar' button named after it. */
function ItemRow({ children, onEdit, name }: { children: ReactNode; onEdit?: () => void; name: string }) {
  const styles = useStyles();
  return (
    <div className={styles.row}>
      <div className={styles.grow}>{children}</div>
      {onEdit && <IconButton size="small" icon={<EditRegular />} label={editTexts.editItem(name)} onClick={onEdit} />}
    </div>
  );
}

/** A card of the detail: its items, or a sentence saying there are none; an add button when the caller may add. */
function ListCard({ title, empty, children, count, onAdd, addLabel }: { title: string; empty: string; count: number; children: ReactNode; onAdd?: () => void; addLabel?: string }) {
  const styles = useStyles();
  return (
    <AppCard
      title={title}
      headingLevel={2}
      actions={
        onAdd ? (
          <AppButton size="small" icon={<AddRegular />} onClick={onAdd}>
            {addLabel}
          </AppButton>
        ) : undefined
      }
    >
      {count === 0 ? <Body1 className={styles.muted}>{empty}</Body1> : children}
    </AppCard>
  );
}

export function IdentifiersCard({ contact, onAdd, onEdit }: { contact: ContactDetail; onAdd?: () => void; onEdit?: (key: string) => void }) {
  const styles = useStyles();
  return (
    <ListCard title={texts.identifiers} empty={texts.noIdentifiers} count={contact.identifiers.length} onAdd={onAdd} addLabel={editTexts.add}>
      <dl className={styles.pairs}>
        {contact.identifiers.map((identifier) => (
          <div key={identifier.key} className={styles.pair}>
            <dt className={styles.name}>{identifier.name}:</dt>
            <dd className={styles.value}>
              {/* The main-group mark is the system's, not an identifier people edit. */}
              {onEdit && identifier.key !== 'main.group' ? (
                <ItemRow name={identifier.name} onEdit={() => onEdit(identifier.key)}>
                  {identifier.value}
                </ItemRow>
              ) : (
                identifier.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </ListCard>
  );
}

export function PhonesCard({ contact, onAdd, onEdit }: { contact: ContactDetail } & ItemEditing) {
  const styles = useStyles();
  return (
    <ListCard title={texts.phones} empty={texts.noPhones} count={contact.phones.length} onAdd={onAdd} addLabel={editTexts.add}>
      <ul className={styles.list}>
        {contact.phones.map((phone) => (
          <li key={phone.ordinal} className={styles.item}>
            <ItemRow name={`teléfono ${phone.formattedNumber || phone.phoneNumber}`} onEdit={onEdit && (() => onEdit(phone.ordinal))}>
              <span>
                <Link href={`tel:${phone.numbersOnly}`}>{phone.formattedNumber || phone.phoneNumber}</Link>
                {phone.extension && ` ${texts.extension(phone.extension)}`}
              </span>
              <Caption1 className={styles.muted}>{phone.locationName}</Caption1>
            </ItemRow>
          </li>
        ))}
      </ul>
    </ListCard>
  );
}

export function EmailsCard({ contact, onAdd, onEdit }: { contact: ContactDetail } & ItemEditing) {
  const styles = useStyles();
  return (
    <ListCard title={texts.emails} empty={texts.noEmails} count={contact.emails.length} onAdd={onAdd} addLabel={editTexts.add}>
      <ul className={styles.list}>
        {contact.emails.map((email) => (
          <li key={email.ordinal} className={styles.item}>
            <ItemRow name={`correo ${email.emailAddress}`} onEdit={onEdit && (() => onEdit(email.ordinal))}>
              <Link href={`mailto:${email.emailAddress}`}>{email.emailAddress}</Link>
              <Caption1 className={styles.muted}>{email.locationName}</Caption1>
            </ItemRow>
          </li>
        ))}
      </ul>
    </ListCard>
  );
}

export function AddressesCard({ contact, onAdd, onEdit }: { contact: ContactDetail } & ItemEditing) {
  const styles = useStyles();
  return (
    <ListCard title={texts.addresses} empty={texts.noAddresses} count={contact.addresses.length} onAdd={onAdd} addLabel={editTexts.add}>
      <ul className={styles.list}>
        {contact.addresses.map((address) => (
          <li key={address.ordinal} className={styles.item}>
            <ItemRow name={`domicilio ${address.displayName || address.locationName}`} onEdit={onEdit && (() => onEdit(address.ordinal))}>
              <span className={styles.name}>{address.displayName || address.locationName}</span>
              {address.displayName && address.locationName && <Caption1 className={styles.muted}>{address.locationName}</Caption1>}
              <address className={styles.address}>
                {[address.address1, address.address2, [address.zipCode, address.city].filter(Boolean).join(' '), address.state, address.country]
                  .filter(Boolean)
                  .join(', ')}
              </address>
            </ItemRow>
          </li>
        ))}
      </ul>
    </ListCard>
  );
}

/** An organization's people, or a group's member organizations, each linked to its detail. */
export function MembersCard({ contact, onAdd }: { contact: ContactDetail; onAdd?: () => void }) {
  const styles = useStyles();
  const group = contact.isGroup;
  return (
    <ListCard
      title={group ? texts.groupMembers : texts.people}
      empty={group ? texts.noGroupMembers : texts.noPeople}
      count={contact.members.length}
      onAdd={onAdd}
      addLabel={editTexts.addMember}
    >
      <ul className={styles.list}>
        {contact.members.map((member) => (
          <li key={member.publicKey} className={styles.item}>
            <span className={styles.line}>
              <ContactLink publicKey={member.publicKey}>{member.displayName}</ContactLink>
              {member.locked && <StatusBadge variant="danger">{contactTexts.inactive}</StatusBadge>}
            </span>
            {member.emailAddress && <Caption1 className={styles.muted}>{member.emailAddress}</Caption1>}
          </li>
        ))}
      </ul>
    </ListCard>
  );
}

/** The groups an organization belongs to. */
export function GroupsCard({ contact }: { contact: ContactDetail }) {
  const styles = useStyles();
  return (
    <ListCard title={texts.groups} empty={texts.noGroups} count={contact.groups.length}>
      <ul className={styles.list}>
        {contact.groups.map((group) => (
          <li key={group.publicKey} className={styles.item}>
            <ContactLink publicKey={group.publicKey}>{group.displayName}</ContactLink>
          </li>
        ))}
      </ul>
    </ListCard>
  );
}
