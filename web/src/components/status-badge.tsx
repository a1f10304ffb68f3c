import { Badge, makeStyles, mergeClasses, tokens, type BadgeProps } from '@fluentui/react-components';
import { documentStatusStyle, riskLevelStyle, type RiskLevel } from './status-codes';
import type { Variant } from './variant';

export type StatusBadgeProps = Omit<BadgeProps, 'color' | 'appearance'> & {
  /** The visual variant (part 2 §9); 'secondary' when omitted. */
  variant?: Variant;
  /** 'tint' (soft, the default) reads well in lists; 'filled' stands out. */
  appearance?: 'tint' | 'filled' | 'outline';
};

const fluentColor: Record<Variant, NonNullable<BadgeProps['color']>> = {
  primary: 'brand',
  secondary: 'informative',
  success: 'success',
  info: 'brand',
  danger: 'danger',
  link: 'brand',
  warning: 'warning',
};

// Fluent has no blue 'info' badge and no link look: both come from the theme's tokens here.
const useStyles = makeStyles({
  infoTint: {
    backgroundColor: tokens.colorPaletteBlueBackground2,
    color: tokens.colorPaletteBlueForeground2,
    borderTopColor: tokens.colorPaletteBlueBorderActive,
    borderRightColor: tokens.colorPaletteBlueBorderActive,
    borderBottomColor: tokens.colorPaletteBlueBorderActive,
    borderLeftColor: tokens.colorPaletteBlueBorderActive,
  },
  infoFilled: {
    backgroundColor: tokens.colorBrandBackground3Static,
    color: tokens.colorNeutralForegroundStaticInverted,
  },
  infoOutline: {
    color: tokens.colorPaletteBlueForeground2,
    borderTopColor: tokens.colorPaletteBlueBorderActive,
    borderRightColor: tokens.colorPaletteBlueBorderActive,
    borderBottomColor: tokens.colorPaletteBlueBorderActive,
    borderLeftColor: tokens.colorPaletteBlueBorderActive,
  },
  link: {
    backgroundColor: tokens.colorTransparentBackground,
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'underline',
    borderTopColor: tokens.colorTransparentStroke,
    borderRightColor: tokens.colorTransparentStroke,
    borderBottomColor: tokens.colorTransparentStroke,
    borderLeftColor: tokens.colorTransparentStroke,
  },
});

/** A Fluent Badge in one of the seven variants: statuses, levels and counts in lists and details. */
export function StatusBadge({ variant = 'secondary', appearance = 'tint', className, ...props }: StatusBadgeProps) {
  const styles = useStyles();
  const infoClass = appearance === 'filled' ? styles.infoFilled : appearance === 'outline' ? styles.infoOutline : styles.infoTint;
  return (
    <Badge
      {...props}
      appearance={appearance}
      color={fluentColor[variant]}
      className={mergeClasses(variant === 'info' && infoClass, variant === 'link' && styles.link, className)}
      data-variant={variant}
    />
  );
}

export type DocumentStatusBadgeProps = Omit<StatusBadgeProps, 'variant' | 'children'> & { status: string | null | undefined };

/** The status of a document (V, I, A, P, U; anything else reads as invalid). */
export function DocumentStatusBadge({ status, ...props }: DocumentStatusBadgeProps) {
  const { label, variant } = documentStatusStyle(status);
  return (
    <StatusBadge {...props} variant={variant}>
      {label}
    </StatusBadge>
  );
}

export type RiskBadgeProps = Omit<StatusBadgeProps, 'variant' | 'children'> & { level: RiskLevel };

/** A risk level 1-3 as 'OC 1'..'OC 3', styled danger, warning, info. */
export function RiskBadge({ level, ...props }: RiskBadgeProps) {
  const { label, variant } = riskLevelStyle(level);
  return (
    <StatusBadge {...props} variant={variant}>
      {label}
    </StatusBadge>
  );
}
