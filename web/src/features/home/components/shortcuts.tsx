import { makeStyles, shorthands, tokens } from '@fluentui/react-components';
import type { MenuEntry } from '@expediente/contracts/shell/navigation';
import { RouterLink } from '../../../components/router-link';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  link: {
    display: 'block',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    fontWeight: tokens.fontWeightSemibold,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
    ':hover': { backgroundColor: tokens.colorNeutralBackground2Hover },
  },
});

/** The role's menu areas (contracts' menuFor, so flags and permissions apply as in the sidebar) as links. */
export function Shortcuts({ entries }: { entries: readonly MenuEntry[] }) {
  const styles = useStyles();
  return (
    <ul className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.path}>
          <RouterLink to={entry.path} className={styles.link}>
            {entry.label}
          </RouterLink>
        </li>
      ))}
    </ul>
  );
}
