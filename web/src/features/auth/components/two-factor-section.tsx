import { Body1, Button, Field, Input, Spinner, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import {
  twoFactorCodeMessage,
  twoFactorConfirmRequestSchema,
  twoFactorDisableRequestSchema,
  type TwoFactorSetupResponse,
} from '@expediente/contracts';
import { useId, useState, type FormEvent } from 'react';
import { confirmTwoFactor } from '../api/two-factor-confirm';
import { disableTwoFactor } from '../api/two-factor-disable';
import { setupTwoFactor } from '../api/two-factor-setup';
import { authTexts, serverMessagesJoined } from '../auth-messages';
import { downloadTextFile } from '../download-text-file';
import { onlyCodeDigits } from '../two-factor-code';
import { FormAlert } from './form-alert';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'flex-start', maxWidth: '40rem' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'flex-start', width: '100%' },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  // The QR keeps a light background and a quiet zone in both themes, or phones cannot read it.
  qr: { backgroundColor: '#ffffff', padding: tokens.spacingHorizontalM, borderRadius: tokens.borderRadiusMedium, lineHeight: 0 },
  // Groups are spaced by a margin, not by spaces: selecting and copying the key gives it as the app expects it.
  secret: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase400, display: 'inline-flex', flexWrap: 'wrap', userSelect: 'all' },
  secretGroup: { marginRight: '0.6em' },
  codes: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase400,
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(9rem, max-content))',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    paddingLeft: tokens.spacingHorizontalXXL,
  },
});

/** The server's SVG as a data: image (the CSP allows data: images and no inline script; an <img> runs none). */
export function svgDataUrl(svg: string): string {
  const bytes = new TextEncoder().encode(svg);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}

/** The base32 key in groups of 4 characters, as authenticator apps show it and people read it out. */
export function secretGroups(secret: string): string[] {
  return secret.match(/.{1,4}/g) ?? [];
}

/** The recovery codes as a text file: what they are, then one code per line. */
export function recoveryCodesFile(codes: string[]): string {
  return [twoFactorTexts.fileHeading, twoFactorTexts.codesWarning, '', ...codes, ''].join('\n');
}

export const recoveryCodesFileName = 'expediente-codigos-de-recuperacion.txt';

/** Texts of this section (ours: the spec gives 'Mi cuenta' no texts). */
export const twoFactorTexts = {
  heading: 'Verificación en dos pasos',
  isOff: 'La verificación en dos pasos está desactivada. Actívela para pedir, además de su contraseña, un código de su aplicación de autenticación.',
  isOn: 'La verificación en dos pasos está activada.',
  enable: 'Activar verificación en dos pasos',
  scan: 'Escanee el código QR con su aplicación de autenticación (Microsoft Authenticator, Google Authenticator u otra compatible).',
  qrAlt: 'Código QR para registrar Expediente en su aplicación de autenticación',
  manual: 'Si no puede escanearlo, escriba esta clave en la aplicación:',
  copySecret: 'Copiar clave',
  secretCopied: 'Clave copiada.',
  secretCopyFailed: 'No se pudo copiar la clave; escríbala a mano.',
  confirmLabel: 'Código de la aplicación',
  confirm: 'Confirmar y activar',
  cancel: 'Cancelar',
  codesIntro: 'La verificación en dos pasos quedó activada. Estos son sus códigos de recuperación:',
  codesWarning:
    'Guárdelos en un lugar seguro: cada código sirve una sola vez para entrar si pierde su aplicación, y no se volverán a mostrar.',
  copy: 'Copiar códigos',
  download: 'Descargar códigos',
  fileHeading: 'Expediente: códigos de recuperación de la verificación en dos pasos',
  copied: 'Códigos copiados.',
  copyFailed: 'No se pudieron copiar los códigos; cópielos a mano.',
  done: 'Ya los guardé',
  disable: 'Desactivar verificación en dos pasos',
  disablePrompt: 'Para desactivarla, escriba de nuevo su contraseña.',
  passwordLabel: 'Contraseña',
  disableConfirm: 'Desactivar',
  disabled: 'La verificación en dos pasos se desactivó.',
} as const;

type Step =
  | { kind: 'idle' }
  | { kind: 'setup'; setup: TwoFactorSetupResponse }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disable' };

/**
 * 'Mi cuenta' → two-factor: turn it on (POST setup → QR and secret → a 6-digit code, POST confirm → the 10 recovery
 * codes, shown once, to download as a .txt file or copy, with a warning) or off (the password again, POST disable).
 * The key is shown in groups of 4 and copied without them; a refused code or password is said under its field.
 */
export function TwoFactorSection({ enabled, onChanged }: { enabled: boolean; onChanged: () => Promise<unknown> }) {
  const styles = useStyles();
  const headingId = useId();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const [copyState, setCopyState] = useState<'copied' | 'failed' | 'secret-copied' | 'secret-failed'>();

  function reset(next: Step) {
    setStep(next);
    setFailure(undefined);
    setCode('');
    setCodeError(undefined);
    setPassword('');
    setPasswordError(undefined);
    setCopyState(undefined);
  }

  async function startSetup() {
    setBusy(true);
    setNotice(undefined);
    setFailure(undefined);
    try {
      reset({ kind: 'setup', setup: await setupTwoFactor() });
    } catch (error) {
      setFailure(serverMessagesJoined(error));
    } finally {
      setBusy(false);
    }
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure(undefined);
    const parsed = twoFactorConfirmRequestSchema.safeParse({ token: code });
    if (!parsed.success) return setCodeError(twoFactorCodeMessage);
    setCodeError(undefined);
    setBusy(true);
    try {
      const { recoveryCodes } = await confirmTwoFactor(parsed.data);
      reset({ kind: 'codes', codes: recoveryCodes });
      void onChanged();
    } catch (error) {
      // Under the code field, where the user types the next attempt.
      setCodeError(serverMessagesJoined(error));
    } finally {
      setBusy(false);
    }
  }

  async function copyCodes(codes: string[]) {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  }

  /** The key as the app expects it: without the spaces of its groups. */
  async function copySecret(secret: string) {
    try {
      await navigator.clipboard.writeText(secret);
      setCopyState('secret-copied');
    } catch {
      setCopyState('secret-failed');
    }
  }

  async function disable(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure(undefined);
    const parsed = twoFactorDisableRequestSchema.safeParse({ password });
    if (!parsed.success) return setPasswordError(parsed.error.issues[0]?.message);
    setPasswordError(undefined);
    setBusy(true);
    try {
      await disableTwoFactor(parsed.data);
      reset({ kind: 'idle' });
      setNotice(twoFactorTexts.disabled);
      await onChanged();
    } catch (error) {
      setPasswordError(serverMessagesJoined(error));
    } finally {
      setBusy(false);
    }
  }

  const spinner = busy ? <Spinner size="tiny" /> : undefined;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Subtitle1 as="h2" id={headingId}>
        {twoFactorTexts.heading}
      </Subtitle1>

      {step.kind === 'idle' && (
        <>
          <Body1>{enabled ? twoFactorTexts.isOn : twoFactorTexts.isOff}</Body1>
          {notice && <FormAlert intent="success">{notice}</FormAlert>}
          {enabled ? (
            <Button onClick={() => reset({ kind: 'disable' })}>{twoFactorTexts.disable}</Button>
          ) : (
            <Button appearance="primary" onClick={() => void startSetup()} disabled={busy} icon={spinner}>
              {twoFactorTexts.enable}
            </Button>
          )}
        </>
      )}

      {step.kind === 'setup' && (
        <form className={styles.form} onSubmit={(event) => void confirm(event)} noValidate>
          <Body1>{twoFactorTexts.scan}</Body1>
          <div className={styles.qr}>
            <img src={svgDataUrl(step.setup.qrSvg)} alt={twoFactorTexts.qrAlt} width={200} height={200} />
          </div>
          <Body1>{twoFactorTexts.manual}</Body1>
          <div className={styles.row}>
            <code className={styles.secret}>
              {secretGroups(step.setup.secret).map((group, index) => (
                <span key={index} className={styles.secretGroup}>
                  {group}
                </span>
              ))}
            </code>
            <Button size="small" onClick={() => void copySecret(step.setup.secret)}>
              {twoFactorTexts.copySecret}
            </Button>
          </div>
          {(copyState === 'secret-copied' || copyState === 'secret-failed') && (
            <Body1 role="status">{copyState === 'secret-copied' ? twoFactorTexts.secretCopied : twoFactorTexts.secretCopyFailed}</Body1>
          )}
          <Field label={twoFactorTexts.confirmLabel} required validationState={codeError ? 'error' : 'none'} validationMessage={codeError}>
            <Input
              name="one-time-code"
              autoFocus
              value={code}
              inputMode="numeric"
              autoComplete="one-time-code"
              onChange={(_, data) => {
                setCode(onlyCodeDigits(data.value));
                setCodeError(undefined);
              }}
              disabled={busy}
            />
          </Field>
          <div className={styles.row}>
            <Button type="submit" appearance="primary" disabled={busy} icon={spinner}>
              {twoFactorTexts.confirm}
            </Button>
            <Button onClick={() => reset({ kind: 'idle' })} disabled={busy}>
              {twoFactorTexts.cancel}
            </Button>
          </div>
        </form>
      )}

      {step.kind === 'codes' && (
        <>
          <Body1>{twoFactorTexts.codesIntro}</Body1>
          <ol className={styles.codes} aria-label={authTexts.recoveryLabel}>
            {step.codes.map((recoveryCode) => (
              <li key={recoveryCode}>{recoveryCode}</li>
            ))}
          </ol>
          <FormAlert intent="warning">{twoFactorTexts.codesWarning}</FormAlert>
          <div className={styles.row}>
            <Button onClick={() => downloadTextFile(recoveryCodesFileName, recoveryCodesFile(step.codes))}>{twoFactorTexts.download}</Button>
            <Button onClick={() => void copyCodes(step.codes)}>{twoFactorTexts.copy}</Button>
            <Button appearance="primary" onClick={() => reset({ kind: 'idle' })}>
              {twoFactorTexts.done}
            </Button>
          </div>
          {(copyState === 'copied' || copyState === 'failed') && (
            <Body1 role="status">{copyState === 'copied' ? twoFactorTexts.copied : twoFactorTexts.copyFailed}</Body1>
          )}
        </>
      )}

      {step.kind === 'disable' && (
        <form className={styles.form} onSubmit={(event) => void disable(event)} noValidate>
          <Body1>{twoFactorTexts.disablePrompt}</Body1>
          <Field label={twoFactorTexts.passwordLabel} required validationState={passwordError ? 'error' : 'none'} validationMessage={passwordError}>
            <Input
              type="password"
              name="current-password"
              autoComplete="current-password"
              autoFocus
              value={password}
              onChange={(_, data) => {
                setPassword(data.value);
                setPasswordError(undefined);
              }}
              disabled={busy}
            />
          </Field>
          <div className={styles.row}>
            <Button type="submit" appearance="primary" disabled={busy} icon={spinner}>
              {twoFactorTexts.disableConfirm}
            </Button>
            <Button onClick={() => reset({ kind: 'idle' })} disabled={busy}>
              {twoFactorTexts.cancel}
            </Button>
          </div>
        </form>
      )}

      {failure && <FormAlert>{failure}</FormAlert>}
    </section>
  );
}
