import { tokens } from '@fluentui/react-components';

/** The visual variants of the design system (part 2 §9), shared by buttons, badges, tags and notifications. */
export type Variant = 'primary' | 'secondary' | 'success' | 'info' | 'danger' | 'link' | 'warning';

/** Every variant, in the order the design-system guide shows them. */
export const variants = ['primary', 'secondary', 'success', 'info', 'danger', 'link', 'warning'] as const satisfies readonly Variant[];

/** The Spanish name of each variant, as the guide (/dev/ui) labels it. */
export const variantLabels: Record<Variant, string> = {
  primary: 'Principal',
  secondary: 'Secundario',
  success: 'Éxito',
  info: 'Información',
  danger: 'Peligro',
  link: 'Enlace',
  warning: 'Advertencia',
};

/** The Fluent intent (toasts, message bars) closest to a variant: only the status variants carry one. */
export type VariantIntent = 'success' | 'error' | 'warning' | 'info';

export function variantIntent(variant: Variant): VariantIntent {
  switch (variant) {
    case 'success':
      return 'success';
    case 'danger':
      return 'error';
    case 'warning':
      return 'warning';
    default:
      return 'info';
  }
}

/**
 * Soft (tinted) colours per variant, from the theme's tokens, so both themes work: a pale background, a readable
 * foreground and a border. Badges, tags and notifications use them.
 */
export const tintColors: Record<Variant, { background: string; foreground: string; border: string }> = {
  primary: { background: tokens.colorBrandBackground2, foreground: tokens.colorBrandForeground2, border: tokens.colorBrandStroke2 },
  secondary: { background: tokens.colorNeutralBackground3, foreground: tokens.colorNeutralForeground2, border: tokens.colorNeutralStroke1 },
  success: { background: tokens.colorStatusSuccessBackground1, foreground: tokens.colorStatusSuccessForeground1, border: tokens.colorStatusSuccessBorder1 },
  info: { background: tokens.colorPaletteBlueBackground2, foreground: tokens.colorPaletteBlueForeground2, border: tokens.colorPaletteBlueBorderActive },
  danger: { background: tokens.colorStatusDangerBackground1, foreground: tokens.colorStatusDangerForeground1, border: tokens.colorStatusDangerBorder1 },
  link: { background: tokens.colorTransparentBackground, foreground: tokens.colorBrandForegroundLink, border: tokens.colorTransparentStroke },
  warning: { background: tokens.colorStatusWarningBackground1, foreground: tokens.colorStatusWarningForeground1, border: tokens.colorStatusWarningBorder1 },
};

/** The accent (icon, left border) colour of each variant. */
export const accentColors: Record<Variant, string> = {
  primary: tokens.colorBrandForeground1,
  secondary: tokens.colorNeutralForeground3,
  success: tokens.colorStatusSuccessForeground1,
  info: tokens.colorPaletteBlueBorderActive,
  danger: tokens.colorStatusDangerForeground1,
  link: tokens.colorBrandForegroundLink,
  warning: tokens.colorStatusWarningForeground1,
};
