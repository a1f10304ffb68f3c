import { Body1, Input, makeStyles, tokens } from '@fluentui/react-components';
import { supplierMessages } from '@expediente/contracts/suppliers/suppliers';
import { useEffect, useId, useState } from 'react';
import { AppButton } from '../../../components/app-button';
import { onboardingTexts } from './onboarding-text';

/** Clipboard confirmations last 2 s (part 2 §9). */
export const copiedMs = 2000;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  input: { flex: '1 1 16rem', minWidth: 0 },
});

/** A link to hand over: shown whole (selectable, read-only) with a button that copies it. */
export function CopyLink({ link, label = onboardingTexts.inviteLink }: { link: string; label?: string }) {
  const styles = useStyles();
  const id = useId();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), copiedMs);
    return () => clearTimeout(timer);
  }, [state]);
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setState('copied');
    } catch {
      setState('failed');
    }
  }
  return (
    <div className={styles.root}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.row}>
        <Input id={id} className={styles.input} readOnly value={link} onFocus={(event) => event.target.select()} />
        <AppButton variant="primary" onClick={() => void copy()}>
          {onboardingTexts.copy}
        </AppButton>
      </div>
      <Body1 role="status">{state === 'copied' ? supplierMessages.linkCopied : state === 'failed' ? supplierMessages.copyFailed : ''}</Body1>
    </div>
  );
}
