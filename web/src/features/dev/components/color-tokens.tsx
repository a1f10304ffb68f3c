import { Caption1, makeStyles, shorthands, tokens, type Theme } from '@fluentui/react-components';

export type ColorTokenName = Extract<keyof Theme, `color${string}`>;
export type ColorTokenGroup = { title: string; names: readonly ColorTokenName[] };

/** The tokens the design system uses, by group; the full list of the theme is in allColorTokens. */
export const colorTokenGroups: readonly ColorTokenGroup[] = [
  {
    title: 'Marca',
    names: [
      'colorBrandBackground',
      'colorBrandBackgroundHover',
      'colorBrandBackgroundPressed',
      'colorBrandBackground2',
      'colorBrandForeground1',
      'colorBrandForeground2',
      'colorBrandForegroundLink',
      'colorBrandStroke1',
      'colorBrandStroke2',
    ],
  },
  {
    title: 'Neutros',
    names: [
      'colorNeutralBackground1',
      'colorNeutralBackground2',
      'colorNeutralBackground3',
      'colorNeutralBackground4',
      'colorNeutralForeground1',
      'colorNeutralForeground2',
      'colorNeutralForeground3',
      'colorNeutralForegroundDisabled',
      'colorNeutralStroke1',
      'colorNeutralStroke2',
      'colorStrokeFocus2',
    ],
  },
  {
    title: 'Estados',
    names: [
      'colorStatusSuccessBackground1',
      'colorStatusSuccessBackground3',
      'colorStatusSuccessForeground1',
      'colorStatusWarningBackground1',
      'colorStatusWarningBackground3',
      'colorStatusWarningForeground1',
      'colorStatusDangerBackground1',
      'colorStatusDangerBackground3',
      'colorStatusDangerForeground1',
    ],
  },
  {
    title: 'Paleta',
    names: [
      'colorPaletteBlueBackground2',
      'colorPaletteBlueForeground2',
      'colorPaletteBlueBorderActive',
      'colorPaletteRedBackground3',
      'colorPaletteGreenBackground3',
      'colorPaletteDarkOrangeBackground3',
      'colorPaletteYellowBackground3',
    ],
  },
];

/** Every colour token of a theme, in the theme's order. */
export function allColorTokens(theme: Theme): ColorTokenName[] {
  return (Object.keys(theme) as (keyof Theme)[]).filter((name): name is ColorTokenName => name.startsWith('color'));
}

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingVerticalS,
  },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  swatch: {
    flexShrink: 0,
    width: '36px',
    height: '36px',
    borderRadius: tokens.borderRadiusMedium,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke1),
  },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  name: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
});

/** Swatches of colour tokens with their names and their value in the current theme. */
export function ColorSwatches({ theme, names, label }: { theme: Theme; names: readonly ColorTokenName[]; label: string }) {
  const styles = useStyles();
  return (
    <ul className={styles.list} aria-label={label}>
      {names.map((name) => (
        <li key={name} className={styles.item}>
          <span aria-hidden className={styles.swatch} style={{ backgroundColor: tokens[name] }} />
          <span className={styles.text}>
            <code className={styles.name}>{name}</code>
            <Caption1>{theme[name]}</Caption1>
          </span>
        </li>
      ))}
    </ul>
  );
}
