import { Tooltip } from '@fluentui/react-components';
import type { ReactElement } from 'react';

/**
 * The label of a collapsed sidebar link, for sighted users (the link's name is its hidden label already). A chunk of
 * its own, loaded when the sidebar is collapsed: Fluent's tooltip brings the positioning code with it.
 */
export function SidebarTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip content={label} relationship="inaccessible" positioning="after" withArrow>
      {children}
    </Tooltip>
  );
}
