import { Breadcrumb, BreadcrumbButton, BreadcrumbDivider, BreadcrumbItem, makeStyles } from '@fluentui/react-components';
import { Fragment } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export type BreadcrumbStep = { label: string; to: string };

const useStyles = makeStyles({
  // Fluent keeps the trail on one line: a long name would push the page sideways on a phone.
  list: { flexWrap: 'wrap' },
  current: { textWrap: 'wrap', height: 'auto', minHeight: '32px', textAlign: 'start', overflowWrap: 'anywhere' },
});

function StepLink({ label, to }: BreadcrumbStep) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <BreadcrumbButton as="a" href={href} onClick={onClick}>
      {label}
    </BreadcrumbButton>
  );
}

/** The trail above a page (part 2 §2.1, §2.3, §2.4): links to the steps before, then the current page. */
export function PageBreadcrumb({ steps, current }: { steps: readonly BreadcrumbStep[]; current: string }) {
  const styles = useStyles();
  return (
    <Breadcrumb aria-label="Ruta de navegación" list={{ className: styles.list }}>
      {steps.map((step) => (
        <Fragment key={step.to}>
          <BreadcrumbItem>
            <StepLink {...step} />
          </BreadcrumbItem>
          <BreadcrumbDivider />
        </Fragment>
      ))}
      <BreadcrumbItem>
        <BreadcrumbButton current className={styles.current}>
          {current}
        </BreadcrumbButton>
      </BreadcrumbItem>
    </Breadcrumb>
  );
}
