import { isSat69bRedFlag, type Sat69b } from '@expediente/contracts/compliance/compliance';
import { sat69bBadgeLabel } from '@expediente/contracts/watchlists/sat69b';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate } from '../../../lib/format';

/**
 * 'Lista 69-B: Presunto' / 'Lista 69-B: Definitivo' (ours) on a supplier organization found as a red flag in the
 * latest SAT 69-B snapshot (issue 17). Desvirtuado and Sentencia favorable are not red flags: no badge.
 */
export function Sat69bBadge({ sat69b }: { sat69b: Sat69b | undefined }) {
  if (!sat69b || !isSat69bRedFlag(sat69b)) return null;
  const label = sat69bBadgeLabel(sat69b.situation);
  const since = sat69b.publishedAt ? ` (publicado el ${formatDate(sat69b.publishedAt)})` : '';
  return (
    <StatusBadge variant={sat69b.situation === 'Definitivo' ? 'danger' : 'warning'} appearance="filled" title={`${label}${since}`} aria-label={`${label}${since}`}>
      {label}
    </StatusBadge>
  );
}
