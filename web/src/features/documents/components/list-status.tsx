import { documentStatusLabel, type DocumentSummary } from '@expediente/contracts/documents/documents';
import { StatusBadge } from '../../../components/status-badge';
import { appearanceVariant } from './detail-texts';

/** A document's status in the detail reading (part 2 §4; mxcfdinomina reads 'Cargado'). */
export function ListStatus({ document }: { document: Pick<DocumentSummary, 'status' | 'documentTypeCodeName'> }) {
  const label = documentStatusLabel(document.status, 'detail', document.documentTypeCodeName);
  return <StatusBadge variant={appearanceVariant(label.appearance)}>{label.label}</StatusBadge>;
}
