import { Body1, Card, CardFooter, CardHeader, Subtitle2, makeStyles, tokens, useId, type CardProps } from '@fluentui/react-components';
import type { ReactNode } from 'react';

export type AppCardProps = Omit<CardProps, 'title' | 'children'> & {
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons or a menu at the header's end (edit, export...). */
  actions?: ReactNode;
  /** Buttons under the body. */
  footer?: ReactNode;
  /** The heading level of the title in the page outline; 3 when omitted. */
  headingLevel?: 2 | 3 | 4;
  children?: ReactNode;
};

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  title: { margin: 0 },
});

/** A Fluent Card with a title (its accessible name), optional actions, a body and an optional footer. */
export function AppCard({ title, description, actions, footer, headingLevel = 3, children, ...props }: AppCardProps) {
  const styles = useStyles();
  const titleId = useId('card-title');
  const heading = `h${headingLevel}` as const;
  return (
    <Card role="group" aria-labelledby={titleId} {...props}>
      <CardHeader
        header={
          <Subtitle2 as={heading} id={titleId} className={styles.title}>
            {title}
          </Subtitle2>
        }
        description={description ? <Body1>{description}</Body1> : undefined}
        action={actions ? <div>{actions}</div> : undefined}
      />
      {children !== undefined && <div className={styles.body}>{children}</div>}
      {footer && <CardFooter>{footer}</CardFooter>}
    </Card>
  );
}
