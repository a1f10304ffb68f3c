import { Body1, Button, Spinner, Subtitle2, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { linkTokenSchema } from '@expediente/contracts/auth/recovery';
import { checkRfc } from '@expediente/contracts/identifiers/identifiers';
import {
  registrationCompanySchema,
  registrationContactStepSchema,
  registrationMessages,
  registrationTexts,
  type RegistrationFields,
} from '@expediente/contracts/suppliers/suppliers';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getHref, type PageProps } from '../../app/routes';
import { ButtonLink } from '../../components/button-link';
import { PublicLayout } from '../../components/public-layout';
import { RouterLink } from '../../components/router-link';
import { TextField } from '../../components/text-field';
import { ApiClientError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { SupplierRedeemInvitePage } from '../auth/redeem-invite-page';
import { FormAlert } from '../auth/components/form-alert';
import { useSupplierInviteInfo } from './api/get-supplier-invite-info';
import { redeemSupplierInvite } from './api/redeem-supplier-invite';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, justifyContent: 'flex-end', marginTop: tokens.spacingVerticalS },
  checking: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXL },
});

type Field = keyof RegistrationFields;
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

const companyFields = ['SupplierName', 'SupplierRfc', 'SupplierNumber', 'SupplierPhone', 'SupplierEmail'] as const satisfies readonly Field[];
const contactFields = ['ContactFirstName', 'ContactLastName', 'ContactEmail', 'Password', 'ConfirmPassword'] as const satisfies readonly Field[];
const emptyValues = Object.fromEntries([...companyFields, ...contactFields].map((f) => [f, ''])) as Values;
const fieldId = (field: Field) => `registro-${field}`;

/** Registration tokens are the 43-character secret followed by the tenant (decision in suppliers/onboarding.service.ts). */
const isRegistrationToken = (token: string) => token.length > 43 && linkTokenSchema.safeParse(token).success;

/** The first message per field of a failed parse. */
function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors {
  const out: Errors = {};
  for (const issue of issues) {
    const field = issue.path[0] as Field;
    out[field] ??= issue.message;
  }
  return out;
}

/**
 * /supplier/redeem-invite?t (part 2 §2.13, §5): the link is checked first, then a two-step wizard (company; contact
 * and password) registers the supplier with POST /api/suppliers/redeem-invite, and a success screen leads to
 * /login. Links with an e-mail (?t&e) are invitations of users already created (a supplier's contact): they keep
 * the password page they always had.
 */
export function SupplierRegistrationPage(props: PageProps) {
  const [searchParams] = useSearchParams();
  if (searchParams.get('e') !== null) return <SupplierRedeemInvitePage {...props} />;
  return <RegistrationWizardPage {...props} />;
}

function RegistrationWizardPage({ title }: PageProps) {
  usePageTitle(title);
  const styles = useStyles();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('t') ?? '';
  const wellFormed = isRegistrationToken(token);
  const info = useSupplierInviteInfo(wellFormed ? token : undefined);
  const [done, setDone] = useState(false);
  const [invalid, setInvalid] = useState(false);

  let body;
  if (done) body = <Success />;
  else if (!wellFormed || invalid) body = <InvalidInvitation />;
  else if (info.error) {
    if (info.error.status === 0) {
      body = (
        <>
          <FormAlert>{registrationTexts.network}</FormAlert>
          <Button appearance="primary" onClick={() => void info.mutate()}>
            Reintentar
          </Button>
        </>
      );
    } else if (info.error.status === 429) body = <FormAlert>{info.error.message}</FormAlert>;
    else body = <InvalidInvitation />;
  } else if (!info.data) {
    body = (
      <div className={styles.checking}>
        <Spinner label={registrationTexts.checking} />
      </div>
    );
  } else {
    body = <Wizard key={token} token={token} customerName={info.data.customerName} onDone={() => setDone(true)} onInvalid={() => setInvalid(true)} />;
  }

  return (
    <PublicLayout>
      <div className={styles.body}>
        <Title2 as="h1">{title}</Title2>
        {body}
      </div>
    </PublicLayout>
  );
}

function InvalidInvitation() {
  return (
    <>
      <FormAlert>{registrationTexts.invalidToken}</FormAlert>
      <Body1>
        <RouterLink to={getHref('login')}>{registrationTexts.goToLogin}</RouterLink>
      </Body1>
    </>
  );
}

function Success() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} style={{ outline: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL }}>
      <FormAlert intent="success">{registrationTexts.success}</FormAlert>
      <ButtonLink appearance="primary" to={getHref('login')}>
        {registrationTexts.signIn}
      </ButtonLink>
    </div>
  );
}

function Wizard({ token, customerName, onDone, onInvalid }: { token: string; customerName: string; onDone: () => void; onInvalid: () => void }) {
  const styles = useStyles();
  const [step, setStep] = useState<1 | 2>(1);
  const [values, setValues] = useState<Values>(emptyValues);
  const [errors, setErrors] = useState<Errors>({});
  const [summary, setSummary] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  // Where focus goes after a render: the first field on arrival and of a new step, or the first field with an error.
  const [focus, setFocus] = useState<{ field: Field; n: number }>({ field: companyFields[0], n: 0 });
  const setFocusTarget = (field: Field | undefined) => field && setFocus((f) => ({ field, n: f.n + 1 }));

  useEffect(() => {
    document.getElementById(fieldId(focus.field))?.focus();
  }, [focus]);

  const fields = step === 1 ? companyFields : contactFields;

  function change(field: Field, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    // Errors clear on edit (part 2 §5).
    setErrors((e) => {
      if (!e[field] && !(field === 'Password' && e.ConfirmPassword)) return e;
      const next = { ...e };
      delete next[field];
      if (field === 'Password') delete next.ConfirmPassword;
      if (Object.keys(next).length === 0) setSummary(false);
      return next;
    });
    setFailure(undefined);
  }

  function showErrors(found: Errors, order: readonly Field[]) {
    setErrors(found);
    setSummary(true);
    setFocusTarget(order.find((f) => found[f]));
  }

  function next(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = registrationCompanySchema.safeParse(values);
    if (!parsed.success) return showErrors(errorsOf(parsed.error.issues), companyFields);
    setErrors({});
    setSummary(false);
    setStep(2);
    setFocusTarget(contactFields[0]);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const parsed = registrationContactStepSchema.safeParse(values);
    if (!parsed.success) return showErrors(errorsOf(parsed.error.issues), contactFields);
    setErrors({});
    setSummary(false);
    setFailure(undefined);
    setSubmitting(true);
    try {
      await redeemSupplierInvite({ ...values, Token: token });
      onDone();
      return;
    } catch (error) {
      if (!(error instanceof ApiClientError)) setFailure(registrationTexts.network);
      else if (error.status === 0) setFailure(registrationTexts.network);
      else if (error.errors.Token) return onInvalid();
      else {
        const found: Errors = {};
        for (const [key, list] of Object.entries(error.errors)) if (key in emptyValues && list[0]) found[key as Field] = list[0];
        if (Object.keys(found).length > 0) {
          // A company field the server refused (e.g. an RFC already registered) is on step 1.
          const back = companyFields.some((f) => found[f]);
          if (back) setStep(1);
          showErrors(found, back ? companyFields : contactFields);
        } else setFailure(error.message);
      }
    }
    setSubmitting(false);
  }

  const rfc = checkRfc(values.SupplierRfc);
  const rfcWarning = !errors.SupplierRfc && rfc.valid && rfc.checkDigitMismatch ? registrationMessages.rfcCheckDigitWarning : undefined;

  const field = (name: Field, extra: { type?: 'text' | 'email' | 'tel' | 'password'; required?: boolean; autoComplete?: string; inputMode?: 'numeric' | 'email' | 'text'; maxLength?: number } = {}) => (
    <TextField
      key={name}
      id={fieldId(name)}
      label={registrationTexts.labels[name]}
      required={extra.required ?? true}
      type={extra.type ?? 'text'}
      autoComplete={extra.autoComplete}
      inputMode={extra.inputMode}
      maxLength={extra.maxLength}
      value={values[name]}
      disabled={submitting}
      onChange={(_, data) => change(name, name === 'SupplierRfc' ? data.value.toUpperCase() : data.value)}
      validationMessage={errors[name] ?? (name === 'SupplierRfc' ? rfcWarning : undefined)}
      validationState={errors[name] ? 'error' : name === 'SupplierRfc' && rfcWarning ? 'warning' : 'none'}
    />
  );

  return (
    <form className={styles.form} onSubmit={(event) => (step === 1 ? next(event) : void submit(event))} noValidate aria-labelledby="registro-paso">
      <Body1>{registrationTexts.invitedBy(customerName)}</Body1>
      <Subtitle2 as="h2" id="registro-paso">
        {step === 1 ? registrationTexts.stepCompany : registrationTexts.stepContact}
      </Subtitle2>
      {step === 1 ? (
        <>
          {field('SupplierName', { autoComplete: 'organization', maxLength: 200 })}
          {field('SupplierRfc', { autoComplete: 'off', maxLength: 20 })}
          {field('SupplierNumber', { maxLength: 50 })}
          {field('SupplierPhone', { type: 'tel', autoComplete: 'tel-national', inputMode: 'numeric', maxLength: 20 })}
          {field('SupplierEmail', { type: 'email', required: false, autoComplete: 'email', maxLength: 254 })}
        </>
      ) : (
        <>
          {field('ContactFirstName', { autoComplete: 'given-name', maxLength: 100 })}
          {field('ContactLastName', { autoComplete: 'family-name', maxLength: 100 })}
          {field('ContactEmail', { type: 'email', autoComplete: 'email', maxLength: 254 })}
          {field('Password', { type: 'password', autoComplete: 'new-password', maxLength: 256 })}
          {field('ConfirmPassword', { type: 'password', autoComplete: 'new-password', maxLength: 256 })}
        </>
      )}
      {summary && fields.some((f) => errors[f]) && <FormAlert>{registrationTexts.summary}</FormAlert>}
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className={styles.actions}>
        {step === 2 && (
          <Button
            type="button"
            disabled={submitting}
            onClick={() => {
              setStep(1);
              setErrors({});
              setSummary(false);
              setFailure(undefined);
              setFocusTarget(companyFields[0]);
            }}
          >
            {registrationTexts.back}
          </Button>
        )}
        <Button type="submit" appearance="primary" disabled={submitting} icon={submitting ? <Spinner size="tiny" /> : undefined}>
          {step === 1 ? registrationTexts.next : submitting ? registrationTexts.submitting : registrationTexts.submit}
        </Button>
      </div>
    </form>
  );
}
