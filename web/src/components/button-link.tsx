import { Button, type ButtonProps } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export type ButtonLinkProps = Omit<ButtonProps, 'as' | 'href' | 'onClick' | 'children'> & {
  /** A path inside the app. */
  to: string;
  children?: ReactNode;
};

/**
 * A link that looks like a button ('Cargar Documentos', 'Tutoriales'): it navigates inside the app, keeps a real
 * href (open in a new tab, copy the address) and is announced as a link.
 */
export function ButtonLink({ to, children, ...props }: ButtonLinkProps) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button {...(props as object)} as="a" href={href} onClick={onClick}>
      {children}
    </Button>
  );
}
