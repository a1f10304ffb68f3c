/**
 * Pages that work without a session (part 1 §2 "Public screens"). A 401 on one of them is an answer to show, not a
 * reason to send the user to /login. /account alone ('Mi cuenta') needs a session; /account/* does not.
 */
const exactPublicPaths = ['/login', '/login-2fa', '/logout', '/supplier/redeem-invite'];

export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const lower = path.toLowerCase();
  return exactPublicPaths.includes(lower) || lower.startsWith('/account/');
}

/**
 * Where to go after signing in: only a same-origin relative path that starts with exactly one '/'. Anything else
 * (absolute URLs, '//host', '/\host', control characters) falls back to '/'. The sign-in pages themselves also
 * fall back to '/', so a returnUrl of /logout does not end the session that was just opened.
 */
export function safeReturnUrl(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return '/';
  let url: URL;
  try {
    url = new URL(value, window.location.origin);
  } catch {
    return '/';
  }
  if (url.origin !== window.location.origin) return '/';
  if (['/login', '/login-2fa', '/logout'].includes(url.pathname.toLowerCase())) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
