import { Body1 } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { getHref } from '../../../app/routes';
import { RouterLink } from '../../../components/router-link';
import { useCountdown } from '../use-countdown';

/** Redirect after success 3 s (part 1 §9). */
export const successRedirectSeconds = 3;

/** '#success' of reset and redeem: says when the page goes to /login, goes there, and links to it meanwhile. */
export function RedirectToLogin({ linkText = 'Iniciar sesión' }: { linkText?: string }) {
  const navigate = useNavigate();
  const left = useCountdown(successRedirectSeconds, () => void navigate(getHref('login'), { replace: true }));
  return (
    <>
      <Body1 role="status" aria-live="polite">
        {left === 1 ? 'Lo llevaremos a Iniciar sesión en 1 segundo.' : `Lo llevaremos a Iniciar sesión en ${left} segundos.`}
      </Body1>
      <Body1>
        <RouterLink to={getHref('login')}>{linkText}</RouterLink>
      </Body1>
    </>
  );
}
