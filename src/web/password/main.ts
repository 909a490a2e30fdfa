import '../login/login.css';

// The forms work without JavaScript; with it, the first empty field has the focus.
document.querySelector<HTMLInputElement>('.login-form input:not([type="hidden"])')?.focus();
