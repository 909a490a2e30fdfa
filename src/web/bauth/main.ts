import '../login/login.css';

// The confirmation works without JavaScript (autofocus); with it, the scanner's Enter confirms too.
document.querySelector<HTMLButtonElement>('.login-submit')?.focus();
