import { Link } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export type RouterLinkProps = {
  to: string;
  replace?: boolean;
  children: ReactNode;
  className?: string;
  appearance?: 'default' | 'subtle';
  inline?: boolean;
};

/** A Fluent link that navigates inside the app (client-side) and keeps a real href for new tabs. */
export function RouterLink({ to, replace, children, className, appearance, inline }: RouterLinkProps) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to, { replace });
  return (
    <Link as="a" href={href} onClick={onClick} className={className} appearance={appearance} inline={inline}>
      {children}
    </Link>
  );
}
