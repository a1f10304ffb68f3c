import { Field, MessageBar, MessageBarBody, ProgressBar, makeStyles, tokens } from '@fluentui/react-components';
import { ShieldCheckmarkRegular } from '@fluentui/react-icons';
import { chainBrokenMessage } from '@expediente/contracts/dev/events-log';
import { useEffect, useRef, useState } from 'react';
import { AppButton } from '../../../components/app-button';
import { ApiClientError } from '../../../lib/api-client';
import { verifyEventsLog } from '../api/verify-events-log';
import { eventsTexts as texts } from './events-texts';

type VerifyState =
  | { kind: 'idle' }
  | { kind: 'running'; checked: number; total: number }
  | { kind: 'ok'; total: number }
  | { kind: 'broken'; message: string }
  | { kind: 'failed'; message: string };

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start', maxWidth: '40rem' },
  progress: { alignSelf: 'stretch' },
});

/**
 * 'Verificar integridad': walks the chain a page at a time (each call checks up to 500 entries and says where to go
 * on), with a progress bar, and shows OK or the first entry where the chain breaks.
 */
export function EventsVerify() {
  const styles = useStyles();
  const [state, setState] = useState<VerifyState>({ kind: 'idle' });
  const abort = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => abort.current?.abort(), []);

  const run = async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: 'running', checked: 0, total: 0 });
    try {
      let from = 1;
      for (;;) {
        const page = await verifyEventsLog(from, controller.signal);
        if (page.broken) return setState({ kind: 'broken', message: chainBrokenMessage(page.broken) });
        setState({ kind: 'running', checked: Math.max(0, page.checkedTo), total: page.headSequence });
        if (!page.nextSequence) return setState({ kind: 'ok', total: page.headSequence });
        from = page.nextSequence;
      }
    } catch (err) {
      if (controller.signal.aborted) return;
      setState({ kind: 'failed', message: err instanceof ApiClientError && err.status !== 500 ? err.message : texts.verifyFailed });
    }
  };

  return (
    <section className={styles.root} aria-label={texts.verify}>
      <AppButton icon={<ShieldCheckmarkRegular />} disabled={state.kind === 'running'} onClick={() => void run()}>
        {texts.verify}
      </AppButton>
      <div role="status" className={styles.progress}>
        {state.kind === 'running' && (
          <Field label={texts.verifying} hint={state.total > 0 ? texts.verifyProgress(state.checked, state.total) : undefined}>
            <ProgressBar value={state.total > 0 ? state.checked / state.total : undefined} max={1} />
          </Field>
        )}
        {state.kind === 'ok' && (
          <MessageBar intent="success">
            <MessageBarBody>{state.total === 0 ? texts.verifyEmpty : `${texts.verifyOk} ${texts.verifiedCount(state.total)}`}</MessageBarBody>
          </MessageBar>
        )}
      </div>
      {(state.kind === 'broken' || state.kind === 'failed') && (
        <MessageBar intent="error" politeness="assertive">
          <MessageBarBody>{state.message}</MessageBarBody>
        </MessageBar>
      )}
    </section>
  );
}
