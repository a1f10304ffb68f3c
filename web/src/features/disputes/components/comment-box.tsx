import { makeStyles, tokens } from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import { DISPUTE_COMMENT_MAX } from '@expediente/contracts/disputes/disputes';
import { useState } from 'react';
import { AppButton } from '../../../components/app-button';
import { FilePicker } from '../../../components/file-picker';
import { TextareaField } from '../../../components/textarea-field';
import { useNotify } from '../../../components/use-notify';
import { ApiClientError } from '../../../lib/api-client';
import { addDisputeComment } from '../api/add-dispute-comment';
import { uploadDisputeAttachment } from '../api/upload-dispute-attachment';
import { disputesTexts as t } from '../disputes-texts';

export const commentAttachmentTypes = ['application/pdf', 'image/jpeg', 'image/png', '.pdf', '.jpg', '.jpeg', '.png'] as const;
const allowedTypes = ['application/pdf', 'image/jpeg', 'image/png'];

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

export type CommentBoxProps = {
  disputeKey: string;
  /** The signed-in user's key (the comment is sent in its name; the server checks it is the caller). */
  userPublicKey: string;
  /** The document version on screen. */
  currentDocumentPk?: string;
  onSent: () => void;
};

/**
 * The comment box (part 2 §2.6, §9): a text and an optional PDF, JPEG or PNG, uploaded first ('Error al subir el
 * archivo' when that fails, and nothing is sent). Send is disabled while sending or when both are empty.
 */
export function CommentBox({ disputeKey, userPublicKey, currentDocumentPk, onSent }: CommentBoxProps) {
  const styles = useStyles();
  const notify = useNotify();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File>();
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<{ text?: string; file?: string }>({});
  const empty = text.trim() === '' && !file;

  async function send() {
    if (empty || sending) return;
    if (file && !allowedTypes.includes(file.type)) {
      setErrors({ file: 'Solo se permiten archivos PDF e imágenes (JPEG, PNG).' });
      return;
    }
    setSending(true);
    setErrors({});
    try {
      let attached: string | undefined;
      if (file) {
        try {
          attached = (await uploadDisputeAttachment(disputeKey, file)).attachedFilePublicKey;
        } catch (err) {
          const detail = err instanceof ApiClientError && err.status >= 400 && err.status < 500 ? err.message : undefined;
          setErrors({ file: detail ?? t.uploadFailed });
          notify.toast(t.uploadFailed, { variant: 'danger' });
          return;
        }
      }
      await addDisputeComment({
        DisputePublicKey: disputeKey,
        UserPublicKey: userPublicKey,
        Comment: text.trim(),
        ...(attached ? { AttachedDocumentPk: attached } : {}),
        ...(currentDocumentPk ? { CurrentDocumentPk: currentDocumentPk } : {}),
      });
      setText('');
      setFile(undefined);
      notify.toast(t.sent, { variant: 'success' });
      onSent();
    } catch (err) {
      const message = err instanceof ApiClientError && err.message ? err.message : t.commentFailed;
      setErrors({ text: err instanceof ApiClientError ? (err.errors.Comment?.[0] ?? message) : message });
      notify.toast(message, { variant: 'danger' });
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <TextareaField
        label={t.comment}
        value={text}
        maxLength={DISPUTE_COMMENT_MAX}
        resize="vertical"
        onChange={(_, data) => setText(data.value)}
        validationMessage={errors.text}
      />
      <FilePicker label={t.attachment} file={file} onFileChange={setFile} accept={commentAttachmentTypes} disabled={sending} validationMessage={errors.file} />
      <div className={styles.actions}>
        <AppButton type="submit" variant="primary" icon={<SendRegular />} disabled={empty || sending}>
          {sending ? t.sending : t.send}
        </AppButton>
      </div>
    </form>
  );
}
