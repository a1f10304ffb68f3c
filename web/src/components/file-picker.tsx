import { Button, Field, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, DocumentRegular } from '@fluentui/react-icons';
import { useEffect, useId, useRef } from 'react';
import { splitFieldFrame, type FieldFrameProps } from './field-props';

export const filePickerTexts = {
  choose: 'Seleccionar archivo',
  change: 'Cambiar archivo',
  none: 'Ningún archivo seleccionado',
  remove: (name: string) => `Quitar ${name}`,
} as const;

export type FilePickerProps = FieldFrameProps & {
  /** The chosen file (controlled); undefined for none. */
  file: File | undefined;
  onFileChange: (file: File | undefined) => void;
  /** The types offered by the browser's dialog: MIME types and extensions ('application/pdf', '.pdf'). */
  accept?: readonly string[];
  disabled?: boolean;
};

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  name: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0, overflowWrap: 'anywhere' },
  none: { color: tokens.colorNeutralForeground3 },
  // The native input stays in the page (the browser's dialog needs it) but is neither seen nor reached by Tab.
  input: { position: 'absolute', width: '1px', height: '1px', opacity: 0, overflow: 'hidden', pointerEvents: 'none' },
});

/**
 * A file field in Spanish whatever the browser's language (a native file input says 'Choose File' in an English
 * browser): a 'Seleccionar archivo' button that opens the browser's dialog, the chosen file's name, and a button to
 * remove it. The button is the field's control: its name is the label plus its own text, and it carries the hint
 * and validation message. Enter or Space open the dialog.
 */
export function FilePicker(props: FilePickerProps) {
  const { frame, control } = splitFieldFrame(props);
  const { file, onFileChange, accept, disabled } = control;
  const styles = useStyles();
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonTextId = useId();
  const nameId = useId();

  // A file cleared by the caller (a reset after sending) leaves the native input too, so the same file can be chosen again.
  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = '';
  }, [file]);

  function remove() {
    if (inputRef.current) inputRef.current.value = '';
    onFileChange(undefined);
  }

  return (
    <Field {...frame}>
      {({ 'aria-required': _required, 'aria-invalid': _invalid, ...fieldProps }) => (
        // aria-required and aria-invalid are not allowed on a button: the message reaches it through aria-describedby.
        <div className={styles.row}>
          <input
            ref={inputRef}
            type="file"
            className={styles.input}
            tabIndex={-1}
            aria-hidden
            accept={accept?.join(',')}
            disabled={disabled}
            onChange={(event) => onFileChange(event.target.files?.[0])}
          />
          <Button
            {...fieldProps}
            aria-labelledby={`${fieldProps['aria-labelledby'] ?? ''} ${buttonTextId}`.trim()}
            aria-describedby={[nameId, fieldProps['aria-describedby']].filter(Boolean).join(' ')}
            icon={<DocumentRegular />}
            disabled={disabled}
            onClick={() => inputRef.current?.click()}
          >
            <span id={buttonTextId}>{file ? filePickerTexts.change : filePickerTexts.choose}</span>
          </Button>
          <Text id={nameId} className={file ? styles.name : styles.none} aria-live="polite">
            {file ? file.name : filePickerTexts.none}
          </Text>
          {file && (
            <Button appearance="subtle" size="small" icon={<DismissRegular />} aria-label={filePickerTexts.remove(file.name)} disabled={disabled} onClick={remove} />
          )}
        </div>
      )}
    </Field>
  );
}
