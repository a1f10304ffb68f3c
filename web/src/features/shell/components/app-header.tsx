import { Button, Text, createFocusOutlineStyle, makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, NavigationRegular, QuestionCircleRegular, VideoRegular, WeatherMoonRegular, WeatherSunnyRegular } from '@fluentui/react-icons';
import type { CurrentUser } from '@expediente/contracts/auth/current-user';
import { can } from '@expediente/contracts/shell/permissions';
import type { ReactNode, Ref } from 'react';
import { getHref } from '../../../app/routes';
import { ButtonLink } from '../../../components/button-link';
import { RouterLink } from '../../../components/router-link';
import { getWebConfig } from '../../../lib/config';
import { hasFeature } from '../../../lib/current-user-context';
import { useThemePreference, type ThemePreference } from '../../../lib/theme-preference';
import { UserMenu } from './user-menu';

const themeNames: Record<ThemePreference, string> = { dark: 'oscuro', light: 'claro' };
const otherTheme = (theme: ThemePreference): ThemePreference => (theme === 'dark' ? 'light' : 'dark');

/** Texts of the header (the spec names 'Cargar Documentos'; the others are ours). */
export const headerTexts = {
  brand: 'Expediente',
  menuToggle: 'Menú lateral',
  greeting: (firstName: string) => `Hola, ${firstName}`,
  /** The theme control names the theme in use; its description says what a press does. */
  theme: (theme: ThemePreference) => `Tema: ${themeNames[theme]}`,
  themeChange: (theme: ThemePreference) => `Cambiar al tema ${themeNames[otherTheme(theme)]}`,
  upload: 'Cargar Documentos',
  tours: 'Tutoriales',
  video: 'Video tutorial',
} as const;

/** The flags of the header's extras (part 1 §2, §6); 'Cargar Documentos' asks the permission model instead. */
export const headerFlags = {
  theme: 'experimental-themes-feature',
  video: 'show-video-tutorial',
} as const;

const useStyles = makeStyles({
  header: {
    gridArea: 'header',
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    paddingLeft: tokens.spacingHorizontalS,
    paddingRight: tokens.spacingHorizontalL,
    paddingTop: tokens.spacingVerticalXS,
    paddingBottom: tokens.spacingVerticalXS,
    minHeight: '56px',
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground1,
    ...shorthands.borderBottom(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
  },
  // Phones: one row, the controls as icons, the less used ones in the menu drawer.
  compact: { flexWrap: 'nowrap', columnGap: tokens.spacingHorizontalXS, paddingRight: tokens.spacingHorizontalS },
  brand: {
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    whiteSpace: 'nowrap',
    // A link's own focus style is a double underline: the header's name gets the outline the buttons beside it have.
    position: 'relative',
    ...createFocusOutlineStyle({ style: { outlineOffset: '4px' } }),
  },
  greeting: { color: tokens.colorNeutralForeground2 },
  spacer: { flexGrow: 1 },
  extras: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  compactExtras: { flexWrap: 'nowrap', gap: tokens.spacingHorizontalXXS },
  tools: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  // In the drawer: one per line, the label beside its icon.
  toolsColumn: { flexDirection: 'column', alignItems: 'stretch', '& > *': { justifyContent: 'flex-start' } },
});

/** The theme selector (flag experimental-themes-feature): says which theme is on, and switches to the other. */
function ThemeButton() {
  const { theme, setTheme } = useThemePreference();
  return (
    <Button
      appearance="subtle"
      icon={theme === 'dark' ? <WeatherMoonRegular /> : <WeatherSunnyRegular />}
      title={headerTexts.themeChange(theme)}
      onClick={() => setTheme(otherTheme(theme))}
    >
      {headerTexts.theme(theme)}
    </Button>
  );
}

/**
 * The header's less used controls: the theme selector, the tutorials and the video tutorial (when configured). In
 * the header row on wide screens; on phones, in the menu drawer under the sidebar entries (`column`).
 */
export function HeaderTools({ user, column = false }: { user: CurrentUser; column?: boolean }) {
  const styles = useStyles();
  const videoUrl = getWebConfig().videoTutorialUrl;
  return (
    <div className={mergeClasses(styles.tools, column && styles.toolsColumn)}>
      {hasFeature(user, headerFlags.theme) && <ThemeButton />}
      <ButtonLink to={getHref('helpTours')} appearance="subtle" icon={<QuestionCircleRegular />}>
        {headerTexts.tours}
      </ButtonLink>
      {hasFeature(user, headerFlags.video) && videoUrl && (
        <Button as="a" href={videoUrl} target="_blank" rel="noopener noreferrer" appearance="subtle" icon={<VideoRegular />}>
          {headerTexts.video}
        </Button>
      )}
    </div>
  );
}

export type AppHeaderProps = {
  user: CurrentUser;
  /** Phone layout: one row, icons, the tools in the drawer. */
  compact: boolean;
  /** The sidebar is shown (wide: expanded; phone: the drawer is open). */
  menuExpanded: boolean;
  /** The id of the menu the toggle shows and hides, when it is on the page. */
  menuId: string | undefined;
  onToggleMenu: () => void;
  /** The toggle itself: focus comes back to it when the drawer closes. */
  menuButtonRef?: Ref<HTMLButtonElement>;
  /** The pointer or focus is on the toggle: a good time to fetch what opening it needs. */
  onMenuIntent?: () => void;
  /** Opening the menu waits for a download. */
  menuBusy?: boolean;
  /** The unread-notifications counter (the notifications feature, composed by app/). */
  notifications?: ReactNode;
};

/**
 * The header: menu toggle, product name, greeting with the first name, then the extras (unread counter, theme
 * selector with experimental-themes-feature, 'Cargar Documentos' for who may upload (permission upload:documents:own,
 * with its flag upload-documents-view), tutorials, a video tutorial with show-video-tutorial when one is configured)
 * and the user menu. On phones it keeps to one row: no greeting (the user menu is named after the user), the upload
 * as an icon, and the tools in the drawer.
 */
export function AppHeader({ user, compact, menuExpanded, menuId, onToggleMenu, menuButtonRef, onMenuIntent, menuBusy, notifications }: AppHeaderProps) {
  const styles = useStyles();
  const upload = can(user.primaryRole, 'upload:documents:own', user.features);
  return (
    <header className={mergeClasses(styles.header, compact && styles.compact)}>
      <Button
        ref={menuButtonRef}
        appearance="subtle"
        icon={<NavigationRegular />}
        aria-label={headerTexts.menuToggle}
        aria-expanded={menuExpanded}
        aria-controls={menuId}
        aria-busy={menuBusy || undefined}
        onPointerEnter={onMenuIntent}
        onFocus={onMenuIntent}
        onClick={onToggleMenu}
      />
      <RouterLink to={getHref('home')} appearance="subtle" className={styles.brand}>
        {headerTexts.brand}
      </RouterLink>
      {!compact && <Text className={styles.greeting}>{headerTexts.greeting(user.firstName || user.displayName)}</Text>}
      <span className={styles.spacer} />
      <div className={mergeClasses(styles.extras, compact && styles.compactExtras)}>
        {notifications}
        {upload &&
          (compact ? (
            <ButtonLink to={getHref('uploadDocuments')} appearance="primary" icon={<ArrowUploadRegular />} aria-label={headerTexts.upload} title={headerTexts.upload} />
          ) : (
            <ButtonLink to={getHref('uploadDocuments')} appearance="primary" icon={<ArrowUploadRegular />}>
              {headerTexts.upload}
            </ButtonLink>
          ))}
        {!compact && <HeaderTools user={user} />}
        <UserMenu user={user} />
      </div>
    </header>
  );
}
