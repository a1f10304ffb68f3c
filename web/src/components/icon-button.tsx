import { Tooltip, type TooltipProps } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { AppButton, type AppButtonProps } from './app-button';

export type IconButtonProps = Omit<AppButtonProps, 'children' | 'icon' | 'aria-label'> & {
  icon: ReactElement;
  /** The button's accessible name, shown as its tooltip on hover and keyboard focus. */
  label: string;
  tooltipPositioning?: TooltipProps['positioning'];
};

/**
 * An icon-only button named by its tooltip (Fluent Tooltip with relationship 'label'): the tooltip shows on hover
 * and on keyboard focus and hides with Escape, and screen readers read the same text.
 */
export function IconButton({ icon, label, tooltipPositioning, variant = 'secondary', ...props }: IconButtonProps) {
  return (
    <Tooltip content={label} relationship="label" positioning={tooltipPositioning} withArrow>
      <AppButton {...props} variant={variant} icon={icon} />
    </Tooltip>
  );
}

export type HelpTooltipProps = {
  /** The extra explanation. */
  content: string;
  children: ReactElement;
};

/** Adds a description tooltip to a focusable element that already has a name (Fluent Tooltip, 'description'). */
export function HelpTooltip({ content, children }: HelpTooltipProps) {
  return (
    <Tooltip content={content} relationship="description" withArrow>
      {children}
    </Tooltip>
  );
}
