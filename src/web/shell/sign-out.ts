import { isApiError } from '../api';

/**
 * Pressing Logout loads /supplier/logout, which ends the session. Until that page replaces this one,
 * a request of the screen still in flight is refused 401: that refusal must not send the user to
 * sign-in with a way back here (`?next=`), overriding the logout's own way to the sign-in page.
 */
let leaving = false;
const ENROLMENT_PAGE = '/supplier/profile/secondFactor';
// a page the browser brings back from its back-forward cache after Logout is a page again
if (typeof window !== 'undefined')
  window.addEventListener('pageshow', (e) => {
    if (e.persisted) leaving = false;
  });

/** The user pressed Logout: the page is leaving. */
export function startSigningOut(): void {
  leaving = true;
}

/** A request answered 401 means the session ended: back to sign-in, then here again (not while signing out). */
export function onSessionEnded(error: unknown, go: (url: string) => void = (url) => window.location.assign(url)): void {
  // the user's roles require a second factor and none is enrolled yet: the enrolment first
  if (isApiError(error) && error.code === 'SECOND_FACTOR_ENROLMENT_REQUIRED' && !leaving) {
    if (window.location.pathname !== ENROLMENT_PAGE) go(ENROLMENT_PAGE);
    return;
  }
  if (!isApiError(error) || error.status !== 401 || leaving) return;
  const here = window.location.pathname + window.location.search;
  go(`/supplier/login?next=${encodeURIComponent(here)}`);
}
