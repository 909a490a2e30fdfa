/**
 * What every mail needs from the configuration: the portal's public origin (links in mails are
 * absolute) and the brand (the signature). Set once when the app is built (app.ts), from PUBLIC_ORIGIN
 * (else the address the server listens on) and BRAND; a caller that knows better (a request's origin)
 * passes its own.
 */
export interface MailSettings {
  origin: string;
  brand: string;
}

let settings: MailSettings = { origin: 'http://localhost', brand: 'Acme Financial' };

export function configureMail(next: MailSettings): void {
  settings = { origin: new URL(next.origin).origin, brand: next.brand };
}

export const mailSettings = (): MailSettings => settings;
