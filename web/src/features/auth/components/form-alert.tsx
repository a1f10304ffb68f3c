import { MessageBar, MessageBarBody, type MessageBarIntent } from '@fluentui/react-components';
import type { ReactNode } from 'react';

/** A message above a form's buttons: errors are announced at once, the rest politely. */
export function FormAlert({ intent = 'error', children }: { intent?: MessageBarIntent; children: ReactNode }) {
  return (
    <MessageBar intent={intent} politeness={intent === 'error' ? 'assertive' : 'polite'}>
      <MessageBarBody>{children}</MessageBarBody>
    </MessageBar>
  );
}
