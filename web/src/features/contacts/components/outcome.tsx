import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import type { ReactNode } from 'react';

/** The SUCCESS or FAILED message of an 'Agregar' form (part 2 §4), announced to screen readers. */
export function Outcome({ intent, title, children }: { intent: 'success' | 'error' | 'warning'; title: string; children?: ReactNode }) {
  return (
    <MessageBar intent={intent} layout="multiline" role={intent === 'error' ? 'alert' : 'status'}>
      <MessageBarBody>
        <MessageBarTitle>{title}</MessageBarTitle>
        {children && <div>{children}</div>}
      </MessageBarBody>
    </MessageBar>
  );
}
