import { makeStyles, tokens } from '@fluentui/react-components';
import { contactTexts, type ContactSummary } from '@expediente/contracts/contacts/contacts';
import { getHref } from '../../../app/routes';
import { AppTag } from '../../../components/app-tag';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { RouterLink } from '../../../components/router-link';
import { StatusBadge } from '../../../components/status-badge';
import { contactPageTexts } from '../contact-text';

const useStyles = makeStyles({
  // Fluent's table shares its width equally among the columns: below this it scrolls inside its own container
  // (DataTable's wrapper) instead of squeezing e-mails into unreadable cells or widening the page.
  table: { minWidth: '56rem' },
  name: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, overflowWrap: 'anywhere' },
  text: { overflowWrap: 'anywhere' },
  tags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

/** The identifiers of a contact as 'RFC: XXX' tags. */
export function IdentifierTags({ identifiers }: { identifiers: ContactSummary['identifiers'] }) {
  const styles = useStyles();
  if (identifiers.length === 0) return null;
  return (
    <span className={styles.tags}>
      {identifiers.map((identifier) => (
        <AppTag key={identifier.key} size="small">{`${identifier.name}: ${identifier.value}`}</AppTag>
      ))}
    </span>
  );
}

/** A link to a contact's detail page. */
export function ContactLink({ publicKey, children }: { publicKey: string; children: string }) {
  return <RouterLink to={getHref('contactDetail', { id: publicKey })}>{children}</RouterLink>;
}

/** The name of a contact, linked to its detail, with 'Inactivo' for a locked organization. */
function NameCell({ contact }: { contact: ContactSummary }) {
  const styles = useStyles();
  return (
    <span className={styles.name}>
      <ContactLink publicKey={contact.publicKey}>{contact.displayName}</ContactLink>
      {contact.locked && <StatusBadge variant="danger">{contactTexts.inactive}</StatusBadge>}
    </span>
  );
}

function useColumns(): DataTableColumn<ContactSummary>[] {
  const styles = useStyles();
  const { columns } = contactPageTexts;
  return [
    { key: 'name', header: columns.name, width: '24%', render: (contact) => <NameCell contact={contact} /> },
    {
      key: 'company',
      header: columns.company,
      width: '18%',
      render: (contact) =>
        contact.company && contact.companyPublicKey ? (
          <ContactLink publicKey={contact.companyPublicKey}>{contact.company}</ContactLink>
        ) : (
          <span className={styles.text}>{contact.company}</span>
        ),
    },
    { key: 'email', header: columns.email, width: '20%', render: (contact) => <span className={styles.text}>{contact.emailAddress}</span> },
    { key: 'phone', header: columns.phone, width: '14%', render: (contact) => <span className={styles.text}>{contact.phoneNumber}</span> },
    { key: 'identifiers', header: columns.identifiers, width: '24%', render: (contact) => <IdentifierTags identifiers={contact.identifiers} /> },
  ];
}

/** The contacts table (part 1 §2): name, company, e-mail, phone and identifiers; the rows come in the server's order. */
export function ContactsTable({ contacts, emptyText, label }: { contacts: readonly ContactSummary[]; emptyText: string; label: string }) {
  const styles = useStyles();
  const columns = useColumns();
  return <DataTable columns={columns} rows={contacts} getRowId={(c) => c.publicKey} label={label} emptyText={emptyText} className={styles.table} />;
}
