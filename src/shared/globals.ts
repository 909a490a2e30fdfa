import type { MenuItem } from './contracts/users/schemas';

/** What the server puts into every page, so the first paint needs no extra request. */
export interface PortalGlobals {
  firstName: string;
  isWarehouseUser: boolean;
  loginError: string;
  csrfToken: string;
  brand: string;
  /** `MODULE/TCODE` grants of the user, so screens can hide what the server would refuse. */
  grants: string[];
  /** the signed-in user's name (the offline journal replays only this user's postings) */
  username?: string;
  /** the time zone of the user's (first) plant: times on screens are shown in it; '' without a plant */
  timeZone?: string;
  /** the catalogue the page reads ("de"; "en-XA" the pseudo-locale): the profile's, else the browser's, else "en" */
  language?: string;
  /**
   * the build's message catalogue for this page (scripts/vite-message-parts.ts): the URL of the core of the reader's
   * language and of English's (the fallback); none without a build (the dev server loads whole catalogues)
   */
  catalogue?: { reader: string; english: string };
  /** the locale numbers and dates follow ("de-DE", "en-SG") */
  locale?: string;
  /** the languages a user can choose in the profile, each in its own name */
  languages?: { value: string; label: string }[];
  /** the session was opened to enrol a second factor the user's roles require: the app shows only the enrolment */
  secondFactorEnrolment?: boolean;
  /**
   * the signed-in user's menu (what GET /supplier/profile/menu answers), so the top bar and the warehouse menu
   * are drawn without a round trip after the app has started (issue 41: one request less before a handheld's
   * menu shows on slow Wi-Fi)
   */
  menu?: MenuItem[];
}

export const GLOBALS_ELEMENT_ID = 'portal-globals';

/**
 * The app shell kept on a handheld (src/web/sw.ts) is answered from its cache, without the network, only while it
 * is the shell the server would send now: each shell names its globals' digest in this header, and the server keeps
 * the digest of the last shell it sent in this cookie (readable by the service worker: not a secret, a digest of
 * what the page itself shows). Signing in, signing out and the session's own changes of what the shell carries
 * (profile, second factor enrolment) clear the cookie, so the next page comes from the server.
 */
export const SHELL_TAG_HEADER = 'x-portal-shell';
export const SHELL_COOKIE = 'sp_shell';
/** The cookie's path: the service worker's scope. */
export const SHELL_COOKIE_PATH = '/supplier';
