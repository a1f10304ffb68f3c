import { Accordion, AccordionHeader, AccordionItem, AccordionPanel, type AccordionProps } from '@fluentui/react-components';
import type { ReactNode } from 'react';

export type AccordionSection = { value: string; title: string; content: ReactNode };

export type AppAccordionProps = Omit<AccordionProps, 'children'> & {
  items: readonly AccordionSection[];
  /** Heading level of each header in the page outline; 3 when omitted. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
};

/**
 * A Fluent Accordion from a list of sections: each header is a button inside a heading (Enter or Space opens and
 * closes it; Tab moves between headers). Collapsible by default; 'multiple' lets several stay open.
 */
export function AppAccordion({ items, headingLevel = 3, collapsible = true, ...props }: AppAccordionProps) {
  const heading = `h${headingLevel}` as const;
  return (
    <Accordion collapsible={collapsible} {...props}>
      {items.map((item) => (
        <AccordionItem key={item.value} value={item.value}>
          <AccordionHeader as={heading}>{item.title}</AccordionHeader>
          <AccordionPanel>{item.content}</AccordionPanel>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
