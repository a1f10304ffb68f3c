import { Tag, makeStyles, mergeClasses, shorthands, type GriffelStyle, type TagProps } from '@fluentui/react-components';
import { tintColors, type Variant } from './variant';

export type AppTagProps = Omit<TagProps, 'appearance'> & {
  /** The visual variant (part 2 §9); 'secondary' when omitted. */
  variant?: Variant;
};

function tint(variant: Variant): GriffelStyle {
  const { background, foreground, border } = tintColors[variant];
  return { backgroundColor: background, color: foreground, ...shorthands.borderColor(border) };
}

const useStyles = makeStyles({
  success: tint('success'),
  info: tint('info'),
  danger: tint('danger'),
  warning: tint('warning'),
  link: { ...tint('link'), textDecorationLine: 'underline' },
});

const fluentAppearance: Record<Variant, TagProps['appearance']> = {
  primary: 'brand',
  secondary: 'filled',
  success: 'outline',
  info: 'outline',
  danger: 'outline',
  link: 'outline',
  warning: 'outline',
};

/**
 * A Fluent Tag in one of the seven variants (categories, document tags, filters). Put dismissible tags in a
 * Fluent TagGroup with onDismiss: each one is then a button that Enter, Space, Delete or Backspace removes.
 */
export function AppTag({ variant = 'secondary', className, ...props }: AppTagProps) {
  const styles = useStyles();
  const colours = variant === 'primary' || variant === 'secondary' ? undefined : styles[variant];
  return <Tag {...props} appearance={fluentAppearance[variant]} className={mergeClasses(colours, className)} data-variant={variant} />;
}
