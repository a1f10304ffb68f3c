import { MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { AppButton } from '../../../components/app-button';
import { contactPageTexts } from '../contact-text';

/** A failed load, said at once, with 'Reintentar' to ask again. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <MessageBar intent="error" politeness="assertive">
      <MessageBarBody>{message}</MessageBarBody>
      <MessageBarActions>
        <AppButton size="small" onClick={onRetry}>
          {contactPageTexts.retry}
        </AppButton>
      </MessageBarActions>
    </MessageBar>
  );
}
