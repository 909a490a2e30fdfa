import { passkeyButton } from './passkey';
import './login.css';

/**
 * The second step of a sign-in (server-rendered, works without JavaScript): the code field takes the
 * focus; with a passkey of this user, "Use a passkey" answers the step with it instead.
 */
const error = document.querySelector<HTMLElement>('.login-error');
if (error?.dataset.error) error.classList.add('is-visible');
document.getElementById('code')?.focus();
passkeyButton(document.getElementById('passkey-second-step'), error);
