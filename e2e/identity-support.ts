import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createHmac } from 'node:crypto';

/** Helpers of identity.spec.ts: demo accounts, sign-in, TOTP codes and the local mail catcher. */

export const demoPassword = 'Expediente#2026';

/** README "Demo accounts". */
export const demoAccounts = [
  { email: 'developer@demo.expediente.mx', role: 'Developer' },
  { email: 'admin@demo.expediente.mx', role: 'Admin' },
  { email: 'cliente@demo.expediente.mx', role: 'Customer' },
  { email: 'proveedor@demo.expediente.mx', role: 'Supplier' },
  { email: 'seguridad@demo.expediente.mx', role: 'Security' },
  { email: 'soporte@demo.expediente.mx', role: 'Support' },
  { email: 'visor@demo.expediente.mx', role: 'Viewer' },
  { email: 'cliente2@demo.expediente.mx', role: 'Customer' },
  { email: 'proveedor2@demo.expediente.mx', role: 'Supplier' },
] as const;

/** The CSRF header of every state-changing call (contracts' csrfHeader). */
export const csrf = { 'X-Requested-With': 'expediente' };

export async function submitSignIn(page: Page, email: string, password = demoPassword): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Usuario').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** Signs in through the form and waits for the home page (no second factor). */
export async function signIn(page: Page, email: string, password = demoPassword): Promise<void> {
  await submitSignIn(page, email, password);
  // Each role's landing page (contracts landingPath): Security's is /contacts, everyone else's the home.
  const security = email.startsWith('seguridad@');
  await expect(page).toHaveURL(security ? /\/contacts$/ : /\/$/);
  await expect(page.getByRole('heading', { name: security ? 'Contactos y Organizaciones' : 'Inicio', level: 1 })).toBeVisible({ timeout: 15_000 });
}

/**
 * Signs in through the API (POST /api/login, as the form does) in the page's browser context, which keeps the
 * session cookie: a spec that is not about the sign-in form then opens its own page at once, without loading /login
 * and the landing page first (about 3 s a test on a loaded machine; decision 009). A fresh session each time, so a
 * test that signs out or changes the user cannot end another's. The form itself is covered by identity.spec.ts,
 * shell.spec.ts and privacy-notice.spec.ts.
 */
export async function signInByApi(page: Page, email: string, password = demoPassword): Promise<void> {
  const answer = await page.request.post('/api/login', { data: { email, password }, headers: csrf });
  expect(answer.status(), `sign-in of ${email}`).toBe(200);
  expect(((await answer.json()) as { requiresTwoFactor?: boolean }).requiresTwoFactor ?? false, email).toBe(false);
}

/** Goes to /logout: inside the app when it is loaded (as its user menu does, without reloading it), else a load. */
export async function signOut(page: Page): Promise<void> {
  if (page.url().startsWith('http')) {
    await page.evaluate(() => {
      window.history.pushState({}, '', '/logout');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state as unknown }));
    });
  } else {
    await page.goto('/logout');
  }
  await expect(page.getByText('Tu sesión se ha cerrado con éxito.')).toBeVisible();
}

function base32Decode(input: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of input.replace(/[\s=-]/g, '').toUpperCase()) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`base32 no válido: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/**
 * RFC 6238 TOTP (SHA-1, 30 s, 6 digits: what authenticator apps use), written here with node:crypto rather than
 * borrowed from the server's library, so that a wrong setting on the server side shows up as a failure.
 */
export function totp(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** RFC 6238 test vector (SHA-1, T = 59 s → 94287082, of which authenticator apps show the last 6 digits). */
export function checkTotp(): void {
  const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'; // base32 of "12345678901234567890"
  expect(totp(secret, 59_000)).toBe('287082');
  expect(totp(secret, 1_111_111_109_000)).toBe('081804');
}

/**
 * A code of a 30 s window later than the one of `after` (the server refuses a window already used): the current
 * window's once it has moved on, else the next one's, which the server accepts as one step of clock drift. No wait
 * for the next window (up to 30 s).
 */
export function laterTotp(secret: string, after: number): string {
  return totp(secret, Math.max(Date.now(), (Math.floor(after / 30_000) + 1) * 30_000));
}

type Mail = { id: string; receivedAt: string; to: string[]; subject: string; text: string; html?: string };

/** The newest message to `to` (received after `since`) whose text holds a link to `path`; answers that link. */
export async function linkFromMail(request: APIRequestContext, to: string, path: string, since = 0): Promise<URL> {
  const pattern = new RegExp(`https?://[^\\s"'<>]+${path.replace(/[/]/g, '\\/')}\\?[^\\s"'<>]+`);
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get('/_local/mail/api/messages');
        const { messages } = (await answer.json()) as { messages: Mail[] };
        const mine = messages
          .filter((m) => m.to.some((address) => address.toLowerCase().includes(to)) && Date.parse(m.receivedAt) >= since)
          .sort((a, b) => Date.parse(b.receivedAt) - Date.parse(a.receivedAt));
        found = mine.map((m) => pattern.exec(m.text)?.[0]).find((link) => link !== undefined);
        return found;
      },
      { message: `correo a ${to} con un enlace a ${path}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return new URL(found!);
}
