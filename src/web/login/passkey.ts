import { browserSupportsWebAuthn, startAuthentication, WebAuthnError } from '@simplewebauthn/browser';

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';

/**
 * A passkey button of the sign-in pages: asks the server for a challenge (for the pending sign-in's
 * user on the second step; for any passkey of this portal on the sign-in page), lets the browser
 * sign it with a passkey, and follows the server to the session's first page. Hidden where the
 * browser has no WebAuthn. A refusal is shown in the page's error box.
 */
export function passkeyButton(button: HTMLElement | null, errorBox: HTMLElement | null): void {
  if (!button) return;
  if (!browserSupportsWebAuthn()) {
    button.classList.add('is-hidden');
    return;
  }
  const show = (message: string) => {
    if (!errorBox) return;
    errorBox.textContent = message;
    errorBox.dataset.error = message;
    errorBox.classList.toggle('is-visible', message !== '');
  };
  const post = async (url: string, body: unknown) => {
    const res = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (!res.ok) throw new Error(typeof answer.message === 'string' ? answer.message : res.statusText);
    return answer;
  };
  button.addEventListener('click', async () => {
    show('');
    button.setAttribute('aria-busy', 'true');
    try {
      const csrf = field('_csrf');
      const { options } = await post('/supplier/login/passkey/options', { _csrf: csrf });
      const response = await startAuthentication({
        optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'],
      });
      const done = await post('/supplier/login/passkey', { _csrf: csrf, next: field('next'), response });
      window.location.assign(String(done.location));
    } catch (error) {
      // the user closed the browser's passkey dialog: nothing to say
      if (error instanceof WebAuthnError && error.code === 'ERROR_CEREMONY_ABORTED') return;
      if (error instanceof Error && error.name === 'NotAllowedError') return;
      show(error instanceof Error ? error.message : String(error));
    } finally {
      button.removeAttribute('aria-busy');
    }
  });
}
