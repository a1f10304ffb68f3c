import { Button, Text, makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, NavigationRegular, QuestionCircleRegular, VideoRegular, WeatherMoonFilled, WeatherMoonRegular } from '@fluentui/react-icons';
import type { CurrentUser } from '@expediente/contracts/auth/current-user';
import type { ReactNode } from 'react';
import { getHref } from '../../../app/routes';
import { ButtonLink } from '../../../components/button-link';
import { RouterLink } from '../../../components/router-link';
import { getWebConfig } from '../../../lib/config';
import { hasFeature } from '../../../lib/current-user-context';
import { useThemePreference } from '../../../lib/theme-preference';
import { UserMenu } from './user-menu';

/** Texts of the header (the spec names 'Cargar Documentos'; the others are ours). */
export const headerTexts = {
  brand: 'Expediente',
  menuToggle: 'Menú lateral',
  greeting: (firstName: string) => `Hola, ${firstName}`,
  darkTheme: 'Tema oscuro',
  upload: 'Cargar Documentos',
  tours: 'Tutoriales',
  video: 'Video tutorial',
} as const;

/** The flags of the header's extras (part 1 §2, §6). */
export const headerFlags = {
  theme: 'experimental-themes-feature',
  upload: 'upload-documents-view',
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
  brand: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
  greeting: { color: tokens.colorNeutralForeground2 },
  spacer: { flexGrow: 1 },
  extras: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export type AppHeaderProps = {
  user: CurrentUser;
  sidebarId: string;
  sidebarCollapsed: boolean;
  onToggleSidebar: () => void;
  /** The unread-notifications counter (the notifications feature, composed by app/). */
  notifications?: ReactNode;
};

/**
 * The header: menu toggle, product name, greeting with the first name, then the extras (unread counter, theme
 * selector with experimental-themes-feature (a toggle button: pressed is dark), 'Cargar Documentos' with upload-documents-view, tutorials, a video
 * tutorial with show-video-tutorial when one is configured) and the user menu.
 */
export function AppHeader({ user, sidebarId, sidebarCollapsed, onToggleSidebar, notifications }: AppHeaderProps) {
  const styles = useStyles();
  const { theme, setTheme } = useThemePreference();
  const videoUrl = getWebConfig().videoTutorialUrl;
  return (
    <header className={styles.header}>
      <Button
        appearance="subtle"
        icon={<NavigationRegular />}
        aria-label={headerTexts.menuToggle}
        aria-expanded={!sidebarCollapsed}
        aria-controls={sidebarId}
        onClick={onToggleSidebar}
      />
      <RouterLink to={getHref('home')} appearance="subtle" className={styles.brand}>
        {headerTexts.brand}
      </RouterLink>
      <Text className={styles.greeting}>{headerTexts.greeting(user.firstName || user.displayName)}</Text>
      <span className={styles.spacer} />
      <div className={styles.extras}>
        {notifications}
        {hasFeature(user, headerFlags.theme) && (
          // A toggle button (aria-pressed: pressed is dark), its moon filled while pressed. A plain Fluent Button: the
          // ToggleButton's styles would add 4 KB to the shell's first download for one button (decision 006).
          <Button
            appearance="subtle"
            icon={theme === 'dark' ? <WeatherMoonFilled /> : <WeatherMoonRegular />}
            aria-pressed={theme === 'dark'}
            onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
          >
            {headerTexts.darkTheme}
          </Button>
        )}
        {hasFeature(user, headerFlags.upload) && (
          <ButtonLink to={getHref('uploadDocuments')} appearance="primary" icon={<ArrowUploadRegular />}>
            {headerTexts.upload}
          </ButtonLink>
        )}
        <ButtonLink to={getHref('helpTours')} appearance="subtle" icon={<QuestionCircleRegular />}>
          {headerTexts.tours}
        </ButtonLink>
        {hasFeature(user, headerFlags.video) && videoUrl && (
          <Button as="a" href={videoUrl} target="_blank" rel="noopener noreferrer" appearance="subtle" icon={<VideoRegular />}>
            {headerTexts.video}
          </Button>
        )}
        <UserMenu user={user} />
      </div>
    </header>
  );
}
