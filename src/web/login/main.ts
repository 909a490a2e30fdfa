import { sameOriginPath } from '../../shared/same-origin';
import { passkeyButton } from './passkey';
import './login.css';

/**
 * The sign-in page is rendered by the server and works without JavaScript; this module adds the
 * spec's behaviour: a server error is shown and the QR box takes focus; a scanned address is
 * followed only when it is an absolute URL of this portal, rebuilt from its path and query.
 */
const qr = document.getElementById('qr-login') as HTMLInputElement | null;
const error = document.querySelector<HTMLElement>('.login-error');

if (error?.dataset.error) error.classList.add('is-visible');
qr?.focus();
// "Sign in with a passkey": without user name and password (a passkey that verifies its user)
passkeyButton(document.getElementById('passkey-login'), error);

if (qr) {
  // a scanner ends its text with Enter or Tab: treat both as "done scanning"
  qr.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      // an empty box keeps the focus; a scanned text is judged as the box loses it
      if (qr.value !== '') qr.blur();
    }
  });
  qr.addEventListener('blur', () => {
    const text = qr.value;
    qr.value = '';
    if (text === '') return;
    const path = sameOriginPath(text, window.location.origin, { absoluteOnly: true });
    if (path) {
      window.location.assign(path);
    } else {
      setTimeout(() => qr.focus(), 0);
    }
  });
}
