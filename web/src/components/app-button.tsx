import { Button, makeStyles, mergeClasses, shorthands, tokens, type ButtonProps, type GriffelStyle } from '@fluentui/react-components';
import type { Ref } from 'react';
import type { Variant } from './variant';

export type AppButtonProps = Omit<ButtonProps, 'appearance' | 'ref'> & {
  /** The visual variant (part 2 §9); 'secondary' when omitted. */
  variant?: Variant;
  ref?: Ref<HTMLButtonElement>;
};

/** A darkening layer over a coloured background, from the theme's inverted subtle tokens (hover, pressed). */
const overlay = (color: string) => `linear-gradient(${color}, ${color})`;

function filled(background: string, foreground: string, hover = background, pressed = background, border: string = tokens.colorTransparentStroke): GriffelStyle {
  const layerHover = hover === background ? overlay(tokens.colorSubtleBackgroundInvertedHover) : 'none';
  const layerPressed = pressed === background ? overlay(tokens.colorSubtleBackgroundInvertedPressed) : 'none';
  return {
    backgroundColor: background,
    color: foreground,
    ...shorthands.borderColor(border),
    ':hover': { backgroundColor: hover, backgroundImage: layerHover, color: foreground, ...shorthands.borderColor(border) },
    ':hover:active': { backgroundColor: pressed, backgroundImage: layerPressed, color: foreground, ...shorthands.borderColor(border) },
  };
}

const useStyles = makeStyles({
  success: filled(tokens.colorStatusSuccessBackground3, tokens.colorNeutralForegroundStaticInverted),
  danger: filled(
    tokens.colorStatusDangerBackground3,
    tokens.colorNeutralForegroundStaticInverted,
    tokens.colorStatusDangerBackground3Hover,
    tokens.colorStatusDangerBackground3Pressed,
  ),
  // Dark text: white on the warning orange does not reach 4.5:1.
  warning: filled(tokens.colorStatusWarningBackground3, tokens.colorNeutralForeground1Static),
  info: filled(
    tokens.colorPaletteBlueBackground2,
    tokens.colorPaletteBlueForeground2,
    tokens.colorPaletteBlueBackground2,
    tokens.colorPaletteBlueBackground2,
    tokens.colorPaletteBlueBorderActive,
  ),
  linkLayout: {
    minWidth: 'auto',
    paddingLeft: tokens.spacingHorizontalXS,
    paddingRight: tokens.spacingHorizontalXS,
  },
  link: {
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightRegular,
    ':hover': { color: tokens.colorBrandForegroundLinkHover, textDecorationLine: 'underline' },
    ':hover:active': { color: tokens.colorBrandForegroundLinkPressed, textDecorationLine: 'underline' },
  },
});

const fluentAppearance: Record<Variant, ButtonProps['appearance']> = {
  primary: 'primary',
  secondary: 'secondary',
  success: 'primary',
  info: 'secondary',
  danger: 'primary',
  link: 'transparent',
  warning: 'primary',
};

/**
 * The app's button: a Fluent Button in one of the seven variants. Status variants (success, info, danger, warning)
 * take their colours from the theme's status tokens; 'link' looks like a Fluent Link but stays a button (Enter
 * and Space activate it). A disabled button keeps Fluent's disabled look whatever its variant.
 */
export function AppButton({ variant = 'secondary', className, ...props }: AppButtonProps) {
  const styles = useStyles();
  const inactive = props.disabled === true || props.disabledFocusable === true;
  const colours =
    !inactive && (variant === 'success' || variant === 'danger' || variant === 'warning' || variant === 'info' || variant === 'link')
      ? styles[variant]
      : undefined;
  return (
    <Button
      {...(props as ButtonProps)}
      appearance={fluentAppearance[variant]}
      className={mergeClasses(variant === 'link' && styles.linkLayout, colours, className)}
      data-variant={variant}
    />
  );
}
