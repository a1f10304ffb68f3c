import { agreementFeatures, agreementMessages } from '@expediente/contracts/agreements/agreement-values';
import { can } from '@expediente/contracts/shell/permissions';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNotify } from '../../components/use-notify';
import { hasFeature, useSignedInUser } from '../../lib/current-user-context';
import { useAgreement } from './api/get-agreement';

// The modals (dialog, radio buttons, text area) load only for the users who must see one.
const PrivacyNoticeModal = lazy(() => import('./components/privacy-notice-modal').then((m) => ({ default: m.PrivacyNoticeModal })));
const SurveyModal = lazy(() => import('./components/survey-modal').then((m) => ({ default: m.SurveyModal })));

/** The survey, once postponed, is not asked again until the browser session ends. */
export const surveyPostponedKey = 'expediente.cx-ux-survey.postponed';

function readPostponed(): boolean {
  try {
    return window.sessionStorage.getItem(surveyPostponedKey) === 'true';
  } catch {
    return false;
  }
}

function storePostponed(): void {
  try {
    window.sessionStorage.setItem(surveyPostponedKey, 'true');
  } catch {
    // storage blocked: postponed for this page only
  }
}

function Survey({ onPostpone, onAnswered }: { onPostpone: () => void; onAnswered: () => Promise<unknown> }) {
  const notify = useNotify();
  const { data: survey, error } = useAgreement('cx_ux_survey', true);
  useEffect(() => {
    if (error) notify.toast(agreementMessages.surveyLoadFailed, { variant: 'danger' });
  }, [error, notify]);
  if (!survey || survey.signed) return null;
  return (
    <Suspense fallback={null}>
      <SurveyModal survey={survey} onPostpone={onPostpone} onAnswered={onAnswered} />
    </Suspense>
  );
}

/**
 * The agreements a user must see over the layout (part 1 §6): a Supplier with privacy-supplier who has not accepted
 * the privacy notice gets the blocking notice; then, with cx-ux-survey, a Supplier who has not answered the survey
 * gets it, unless it was postponed in this session.
 */
export function AgreementsGate() {
  const { user, reload } = useSignedInUser();
  const [postponed, setPostponed] = useState(readPostponed);
  // Both are the suppliers' (part 1 §6): the same permission guards the agreement calls on the server.
  const mayAgree = can(user.primaryRole, 'sign:agreements:own', user.features);
  const privacyNeeded = mayAgree && hasFeature(user, agreementFeatures.suppliersprivacynotice) && !user.agreeSuppliersPrivacyNotice;
  const surveyNeeded = mayAgree && !privacyNeeded && hasFeature(user, agreementFeatures.cx_ux_survey) && !user.agreeCxUxSurvey && !postponed;

  if (privacyNeeded) {
    return (
      <Suspense fallback={null}>
        <PrivacyNoticeModal onAccepted={reload} />
      </Suspense>
    );
  }
  if (surveyNeeded) {
    return (
      <Survey
        onPostpone={() => {
          storePostponed();
          setPostponed(true);
        }}
        onAnswered={reload}
      />
    );
  }
  return null;
}
