import { Body1, Card, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { contactTexts, type ContactDetail } from '@expediente/contracts/contacts/contacts';
import { EditRegular } from '@fluentui/react-icons';
import type { ContactChangeResponse } from '@expediente/contracts/contacts/contact-editing';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { accessDeniedText } from '../../app/authenticated-layout';
import { getHref, getRoute, type PageProps } from '../../app/routes';
import { AppButton } from '../../components/app-button';
import { RouterLink } from '../../components/router-link';
import { StatusBadge } from '../../components/status-badge';
import { useNotify } from '../../components/use-notify';
import { ApiClientError } from '../../lib/api-client';
import { useSignedInUser } from '../../lib/current-user-context';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { useContact } from './api/get-contact';
import { useContactChange } from './api/use-contact-change';
import { AddressesCard, EmailsCard, GroupsCard, IdentifiersCard, MembersCard, PhonesCard } from './components/contact-cards';
import { DetailItemModals, type DetailEditing } from './components/detail-item-modals';
import { SupplierDocumentFile } from './components/document-file-upload';
import { DetailStatus } from './components/detail-status';
import { Sat69bBadge } from './components/sat69b-badge';
import { detailEditTexts as editTexts } from './components/detail-texts';
import { LoadFailure } from './components/load-failure';
import { PageBreadcrumb } from '../../components/page-breadcrumb';
import { ContactLink } from './components/contacts-table';
import { contactDetailTexts as texts, contactPageTexts, partyTypeLabels } from './contact-text';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL, maxWidth: '80rem', minWidth: 0 },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, overflowWrap: 'anywhere' },
  titleRow: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  title: { margin: 0 },
  facts: { margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS },
  pair: { display: 'contents' },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  cards: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))' },
});

/** 'Organización · Proveedor', 'Persona', 'Grupo'. */
function kindOf(contact: ContactDetail): string {
  const kind = partyTypeLabels[contact.partyType];
  const role = contact.organizationRole === 'supplier' ? texts.supplier : contact.organizationRole === 'customer' ? texts.customer : undefined;
  return role ? `${kind} · ${role}` : kind;
}

/**
 * The header card: name, kind, status of an organization, summary, job and company of a person, last change; the
 * general-information modal's button and the status dropdown when the caller may use them.
 */
function ContactHeader({ contact, onEdit, onChanged }: { contact: ContactDetail; onEdit: () => void; onChanged: (response: ContactChangeResponse) => void }) {
  const styles = useStyles();
  const facts: [string, ReactNode][] = [];
  if (contact.isPerson && contact.jobTitle) facts.push([texts.jobTitle, contact.jobTitle]);
  if (contact.isPerson && contact.company) {
    facts.push([texts.company, contact.companyPublicKey ? <ContactLink publicKey={contact.companyPublicKey}>{contact.company}</ContactLink> : contact.company]);
  }
  facts.push([texts.modified, formatDate(contact.modified)]);
  return (
    <Card className={styles.header}>
      <div className={styles.titleRow}>
        <Title2 as="h1" className={styles.title}>
          {contact.displayName}
        </Title2>
        {contact.isOrganization && (
          <StatusBadge variant={contact.locked ? 'danger' : 'success'} aria-label={`${texts.status}: ${contact.locked ? contactTexts.inactive : contactTexts.active}`}>
            {contact.locked ? contactTexts.inactive : contactTexts.active}
          </StatusBadge>
        )}
        <Sat69bBadge sat69b={contact.sat69b} />
        {contact.actions?.generalInfo && (
          <AppButton size="small" icon={<EditRegular />} onClick={onEdit}>
            {editTexts.editGeneralInfo}
          </AppButton>
        )}
      </div>
      <Body1 className={styles.muted}>{kindOf(contact)}</Body1>
      {contact.summary && <Body1>{contact.summary}</Body1>}
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.pair}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      {contact.isOrganization && contact.actions?.status && <DetailStatus contact={contact} onDone={onChanged} />}
    </Card>
  );
}

const isNotFound = (error: unknown) => error instanceof ApiClientError && (error.status === 404 || error.status === 400);

/**
 * A Supplier asking for an organization they are not part of (part 2 §2.2) goes back to /contacts, told why once
 * (the effect runs twice in development's strict mode).
 */
function useSupplierRefusal(refused: boolean) {
  const navigate = useNavigate();
  const notify = useNotify();
  const told = useRef(false);
  useEffect(() => {
    if (!refused || told.current) return;
    told.current = true;
    notify.toast(accessDeniedText, { variant: 'warning' });
    void navigate(getHref('contacts'), { replace: true });
  }, [refused, navigate, notify]);
}

/**
 * /contacts/{id} 'Detalle del contacto' (part 2 §2.2): the header card, identifiers, phones, e-mails, addresses,
 * the members of an organization or group, and an organization's groups; the controls to change them that the
 * server says the caller may use (`contact.actions`: role, relationship and flags).
 */
export function ContactDetailPage({ title }: PageProps) {
  const styles = useStyles();
  const { id = '' } = useParams();
  const { user } = useSignedInUser();
  const { data, error, isLoading, mutate } = useContact(id);
  // A contact of the previous address must not show under this one: only this key's answer counts.
  const contact = data?.publicKey === id ? data : undefined;
  const notFound = !contact && isNotFound(error);
  useSupplierRefusal(notFound && user.primaryRole === 'Supplier');
  usePageTitle(contact?.displayName ?? title);
  const listTitle = getRoute('contacts').title;
  const [editing, setEditing] = useState<DetailEditing>();
  const changed = useContactChange();
  const actions = contact?.actions;
  const itemEditing = (kind: 'phone' | 'email' | 'address', add: boolean | undefined, edit: boolean | undefined) => ({
    ...(add ? { onAdd: () => setEditing({ kind }) } : {}),
    ...(edit ? { onEdit: (ordinal: number) => setEditing({ kind, ordinal }) } : {}),
  });

  return (
    <main className={styles.root}>
      <PageBreadcrumb
        steps={[
          { label: contactPageTexts.home, to: getHref('home') },
          { label: listTitle, to: getHref('contacts') },
        ]}
        current={contact?.displayName ?? title}
      />

      {!contact && isLoading && <Spinner label={texts.loading} />}

      {notFound && user.primaryRole !== 'Supplier' && (
        <>
          <Title2 as="h1">{title}</Title2>
          <Body1>{texts.notFound}</Body1>
          <Body1>
            <RouterLink to={getHref('contacts')}>{texts.backToList}</RouterLink>
          </Body1>
        </>
      )}

      {error && !notFound && (
        <>
          <Title2 as="h1">{title}</Title2>
          <LoadFailure message={texts.loadError} onRetry={() => void mutate()} />
        </>
      )}

      {contact && (
        <>
          <ContactHeader contact={contact} onEdit={() => setEditing({ kind: 'general' })} onChanged={changed} />
          <div className={styles.cards}>
            <IdentifiersCard
              contact={contact}
              {...(actions?.addIdentifier ? { onAdd: () => setEditing({ kind: 'identifier' }) } : {})}
              {...(actions?.editIdentifier ? { onEdit: (key: string) => setEditing({ kind: 'identifier', key }) } : {})}
            />
            <PhonesCard contact={contact} {...itemEditing('phone', actions?.addPhone, actions?.editPhone)} />
            <EmailsCard contact={contact} {...itemEditing('email', actions?.emails, actions?.emails)} />
            <AddressesCard contact={contact} {...itemEditing('address', actions?.addAddress, actions?.editAddress)} />
            {(contact.isOrganization || contact.isGroup) && (
              <MembersCard contact={contact} {...(actions?.addMember ? { onAdd: () => setEditing({ kind: 'member' }) } : {})} />
            )}
            {contact.isOrganization && <GroupsCard contact={contact} />}
          </div>
          {/* A supplier's document file with its upload (part 2 §2.2). */}
          {contact.isOrganization && contact.organizationRole === 'supplier' && <SupplierDocumentFile contact={contact} />}
          <DetailItemModals contact={contact} editing={editing} onClose={() => setEditing(undefined)} onDone={changed} />
        </>
      )}
    </main>
  );
}
