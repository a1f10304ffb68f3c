import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { documentStatusLabel, type DocumentDetail } from '@expediente/contracts/documents/documents';
import { AppCard } from '../../../components/app-card';
import { RouterLink } from '../../../components/router-link';
import { StatusBadge } from '../../../components/status-badge';
import { getHref } from '../../../app/routes';
import { useDocumentMetadata } from '../../metadata/api/get-document-metadata';
import { appearanceVariant, detailTexts as texts } from './detail-texts';

const useStyles = makeStyles({
  facts: { margin: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS },
  term: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  value: { margin: 0, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  list: { margin: 0, paddingLeft: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, overflowWrap: 'anywhere' },
  line: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  json: {
    margin: 0,
    maxHeight: '24rem',
    overflow: 'auto',
    padding: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
});

export function IdentifiersCard({ document }: { document: DocumentDetail }) {
  const styles = useStyles();
  return (
    <AppCard title={texts.identifiers}>
      {document.identifiers.length === 0 ? (
        <Body1 className={styles.muted}>{texts.noIdentifiers}</Body1>
      ) : (
        <dl className={styles.facts}>
          {document.identifiers.map((i) => (
            <div key={i.key} style={{ display: 'contents' }}>
              <dt className={styles.term}>{i.key}</dt>
              <dd className={styles.value}>{i.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </AppCard>
  );
}

/** JSON text indented for reading; text that is not JSON is shown as it is. */
function pretty(json: string): string {
  try {
    return JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    return json;
  }
}

/**
 * The Developer's metadata card (part 2 §2.4, §6): the metadata items, the identifiers read and the extracted
 * JSON, from GET /api/documents/metadata/{id} (read again when an extraction ends); the detail's copy meanwhile.
 */
export function MetadataCard({ document }: { document: DocumentDetail }) {
  const styles = useStyles();
  const { data } = useDocumentMetadata(document.publicKey, document.extraction);
  const { metaDataItems, identifiers, jsonData } = data ?? document;
  const empty = !jsonData && metaDataItems.length === 0 && identifiers.length === 0;
  return (
    <AppCard title={texts.metadata}>
      {empty && <Body1 className={styles.muted}>{texts.noMetadata}</Body1>}
      {metaDataItems.length > 0 && (
        <dl className={styles.facts}>
          {metaDataItems.map((i) => (
            <div key={i.key} style={{ display: 'contents' }}>
              <dt className={styles.term}>{i.label || i.key}</dt>
              <dd className={styles.value}>{i.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {identifiers.length > 0 && (
        <dl className={styles.facts} aria-label={texts.identifiers}>
          {identifiers.map((i) => (
            <div key={i.key} style={{ display: 'contents' }}>
              <dt className={styles.term}>{`${texts.identifiers} · ${i.key}`}</dt>
              <dd className={styles.value}>{i.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {jsonData && (
        <pre className={styles.json} tabIndex={0} aria-label="JSON">
          {pretty(jsonData)}
        </pre>
      )}
    </AppCard>
  );
}

/** Related contacts (part 2 §2.4): supplier, customer, who uploaded it; contacts whose role is Cliente are not linked. */
export function RelatedContactsCard({ document }: { document: DocumentDetail }) {
  const styles = useStyles();
  return (
    <AppCard title={texts.relatedContacts}>
      <ul className={styles.list}>
        {document.relations.map((r) => (
          <li key={`${r.partyRole.role}-${r.party.publicKey}`} className={styles.item}>
            <Body1 className={styles.muted}>{r.partyRole.roleDisplayName}</Body1>
            {r.partyRole.role === 'customer' ? (
              <Body1>{r.party.displayName}</Body1>
            ) : (
              <RouterLink to={getHref('contactDetail', { id: r.party.publicKey })}>{r.party.displayName}</RouterLink>
            )}
          </li>
        ))}
      </ul>
    </AppCard>
  );
}

/** Related documents by type (part 2 §2.4): the newest of each type with how many there are. */
export function RelatedDocumentsCard({ document }: { document: DocumentDetail }) {
  const styles = useStyles();
  return (
    <AppCard title={texts.relatedDocuments}>
      {document.relatedDocuments.length === 0 ? (
        <Body1 className={styles.muted}>{texts.noRelatedDocuments}</Body1>
      ) : (
        <ul className={styles.list}>
          {document.relatedDocuments.map((r) => {
            const label = documentStatusLabel(r.status, 'detail', r.documentType.codeName);
            return (
              <li key={r.publicKey} className={styles.item}>
                <RouterLink to={getHref('documentDetail', { id: r.publicKey })}>{r.documentType.shortName}</RouterLink>
                <div className={styles.line}>
                  <StatusBadge variant={appearanceVariant(label.appearance)}>{label.label}</StatusBadge>
                  <Body1 className={styles.muted}>{`${r.name} · ${texts.documentsCount(r.total)}`}</Body1>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </AppCard>
  );
}
