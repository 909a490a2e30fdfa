import type { Principal } from '../principal';

/** Who is signed in, with everything authorization needs, loaded in one round trip: the principal plus the session. */
export interface SessionUser extends Principal {
  firstName: string;
  lastName: string;
  /** the profile's language; null: the browser's */
  language: string | null;
  defaultPage: string | null;
  csrfToken: string;
  sessionHash: string;
  /** the session was opened to enrol a second factor the user's roles require: it reaches nothing else */
  secondFactorEnrolment?: true;
}
