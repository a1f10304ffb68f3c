import { Button, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { fileExtensionOf } from '@expediente/contracts/documents/uploads';
import { useId, useRef, useState, type DragEvent } from 'react';
import { uploadTexts as t } from '../upload-texts';

export type DropZoneProps = {
  /** The zone's accessible name ('Cargar CSF de Marzo 2026'). */
  label: string;
  extensions: readonly string[];
  /** A file of an allowed extension was dropped or chosen. */
  onFile: (file: File) => void;
  /** Asked before taking a file: a message to show instead (a customer still to choose), or undefined. */
  blockedReason?: () => string | undefined;
  disabled?: boolean;
};

const useStyles = makeStyles({
  zone: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThick} dashed ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground2,
    minWidth: 0,
  },
  over: { border: `${tokens.strokeWidthThick} dashed ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  error: { color: tokens.colorPaletteRedForeground1, flexBasis: '100%' },
  input: { position: 'absolute', width: '1px', height: '1px', opacity: 0, overflow: 'hidden', pointerEvents: 'none' },
});

/**
 * A place to drop one file, or to choose it with a button (keyboard and touch have no drag and drop). A file of
 * another extension is refused with 'Formato no permitido: .{ext}' (part 2 §5).
 */
export function DropZone({ label, extensions, onFile, blockedReason, disabled }: DropZoneProps) {
  const styles = useStyles();
  const [over, setOver] = useState(false);
  const [message, setMessage] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const messageId = useId();

  function take(file: File | undefined) {
    if (!file) return;
    const ext = fileExtensionOf(file.name);
    if (!extensions.includes(ext)) {
      setMessage(t.wrongFormat(ext));
      return;
    }
    const blocked = blockedReason?.();
    if (blocked) {
      setMessage(blocked);
      return;
    }
    setMessage(undefined);
    // Focus on the zone's button, not the hidden input: the modal that opens gives focus back to it when it closes.
    button.current?.focus();
    onFile(file);
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) take(event.dataTransfer.files[0]);
  };

  return (
    <div
      role="group"
      aria-label={label}
      aria-describedby={message ? messageId : undefined}
      className={mergeClasses(styles.zone, over && styles.over)}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="drop-zone"
    >
      <ArrowUploadRegular aria-hidden />
      <Text>{t.dropHere}</Text>
      <input
        ref={input}
        type="file"
        className={styles.input}
        tabIndex={-1}
        aria-hidden
        accept={extensions.map((e) => `.${e}`).join(',')}
        onChange={(event) => {
          take(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Button ref={button} size="small" disabled={disabled} aria-label={`${t.chooseFile}: ${label}`} onClick={() => input.current?.click()}>
        {t.chooseFile}
      </Button>
      {message && (
        <Text id={messageId} role="alert" className={styles.error}>
          {message}
        </Text>
      )}
    </div>
  );
}
