import { Field, Radio, RadioGroup, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { agreementMessages, surveyScaleEnds } from '@expediente/contracts/agreements/agreement-values';
import type { AgreementDocument } from '@expediente/contracts/agreements/agreements';
import { useRef, useState, type FormEvent } from 'react';
import { AppButton } from '../../../components/app-button';
import { Modal } from '../../../components/modal';
import { TextareaField } from '../../../components/textarea-field';
import { useNotify } from '../../../components/use-notify';
import { signAgreement, signFailureMessage } from '../api/sign-agreement';
import { AgreementText } from './agreement-text';

export const surveyTexts = {
  title: 'Encuesta de satisfacción',
  comment: 'Comentarios (opcional)',
  submit: 'Enviar respuestas',
  postpone: 'Responder más tarde',
  // The same words as the survey's introduction (contracts' surveyScaleEnds).
  scale: (n: number) => (n === 1 ? `1 (${surveyScaleEnds.low})` : n === 5 ? `5 (${surveyScaleEnds.high})` : String(n)),
} as const;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

const scale = [1, 2, 3, 4, 5] as const;

export type SurveyModalProps = {
  survey: AgreementDocument;
  /** 'Responder más tarde', the close button or Escape: not asked again in this session. */
  onPostpone: () => void;
  onAnswered: () => Promise<unknown>;
};

/** The CX/UX survey (part 1 §6): a 1–5 answer per question and an optional comment; it may be postponed. */
export function SurveyModal({ survey, onPostpone, onAnswered }: SurveyModalProps) {
  const styles = useStyles();
  const notify = useNotify();
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [comment, setComment] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const questions = survey.questions ?? [];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (questions.some((q) => answers[q.id] === undefined)) return;
    setBusy(true);
    try {
      await signAgreement(survey.publicKey, { AgreementType: 'cx_ux_survey', answers, ...(comment.trim() ? { comment: comment.trim() } : {}) });
    } catch (failure) {
      notify.toast(signFailureMessage(failure), { variant: 'danger' });
      setBusy(false);
      return;
    }
    notify.toast(agreementMessages.accepted, { variant: 'success' });
    await onAnswered();
    setBusy(false);
  }

  return (
    <Modal
      open
      onOpenChange={(next) => !next && !busy && onPostpone()}
      title={survey.title || surveyTexts.title}
      size="large"
      actions={
        <>
          <AppButton variant="primary" onClick={() => formRef.current?.requestSubmit()} disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
            {surveyTexts.submit}
          </AppButton>
          <AppButton onClick={onPostpone} disabled={busy}>
            {surveyTexts.postpone}
          </AppButton>
        </>
      }
    >
      <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <AgreementText content={survey.content} />
        {questions.map((question) => {
          const missing = submitted && answers[question.id] === undefined;
          return (
            <Field key={question.id} label={question.text} required validationMessage={missing ? agreementMessages.answerRequired : undefined}>
              <RadioGroup
                layout="horizontal"
                value={answers[question.id] === undefined ? '' : String(answers[question.id])}
                onChange={(_, data) => setAnswers((current) => ({ ...current, [question.id]: Number(data.value) }))}
                disabled={busy}
              >
                {scale.map((n) => (
                  <Radio key={n} value={String(n)} label={surveyTexts.scale(n)} />
                ))}
              </RadioGroup>
            </Field>
          );
        })}
        <TextareaField label={surveyTexts.comment} value={comment} maxLength={2000} onChange={(_, data) => setComment(data.value)} disabled={busy} />
      </form>
    </Modal>
  );
}
