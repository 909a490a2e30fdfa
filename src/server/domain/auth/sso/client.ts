import * as oidc from 'openid-client';
import { AddressRefused } from '../../../adapters/address-policy';
import { guardedFetch } from '../../../adapters/guarded-fetch';
import type { OidcConfig } from '../../../config';
import { DomainError } from '../../errors';

/** What a sign-in at the provider must find again at the callback (kept in a signed, short-lived cookie). */
export interface SsoChecks {
  state: string;
  nonce: string;
  verifier: string;
  /** where to go after sign-in (a same-origin path), '' for the user's default page */
  next: string;
}

/** The provider's answer at the callback: the ID token's claims (with the UserInfo claims) and the ID token. */
export interface SsoResult {
  issuer: string;
  subject: string;
  claims: Record<string, unknown>;
  idToken: string;
}

/** A failure to reach the provider (refused address, connection, timeout) rather than a refused answer. */
function unreachable(error: unknown): boolean {
  if (error instanceof AddressRefused) return true;
  const e = error as { name?: string; code?: string; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if (e.name === 'AbortError' || e.name === 'TimeoutError') return true;
  if (typeof e.code === 'string' && /^(E[A-Z]+|UND_ERR_[A-Z_]+)$/.test(e.code) && !e.code.startsWith('ERR_')) return true;
  return e.cause !== undefined && e.cause !== error && unreachable(e.cause);
}

/**
 * The portal as an OpenID Connect relying party (authorization code + PKCE, openid-client). The
 * provider's metadata is discovered at first use, not at start (the portal starts while the provider
 * is down), and again after a failure. Every request to the provider goes through the address policy.
 */
export class SsoClient {
  private configuration: Promise<oidc.Configuration> | undefined;
  private readonly fetch: ReturnType<typeof guardedFetch>;

  constructor(readonly settings: OidcConfig) {
    this.fetch = guardedFetch(
      { allowLoopback: settings.allowLoopback, allowPublic: true, networks: settings.networks },
      settings.timeoutSeconds * 1000,
    );
  }

  /** The provider's configuration (discovered once; a failed discovery is tried again at the next use). */
  discover(): Promise<oidc.Configuration> {
    if (!this.configuration) {
      const s = this.settings;
      this.configuration = oidc
        .discovery(new URL(s.issuer), s.clientId, undefined, oidc.ClientSecretBasic(s.clientSecret), {
          [oidc.customFetch]: this.fetch as oidc.CustomFetch,
          execute: s.allowLoopback ? [oidc.allowInsecureRequests] : [],
          timeout: s.timeoutSeconds,
        })
        .then((configuration) => {
          configuration[oidc.customFetch] = this.fetch as oidc.CustomFetch;
          return configuration;
        })
        .catch((error: unknown) => {
          this.configuration = undefined;
          throw error;
        });
    }
    return this.configuration;
  }

  /** The provider's configuration, or SSO_UNAVAILABLE when it cannot be discovered. */
  private async ready(): Promise<oidc.Configuration> {
    try {
      return await this.discover();
    } catch (error) {
      throw new DomainError('SSO_UNAVAILABLE', { company: this.settings.companyName }, { details: { cause: describe(error) } });
    }
  }

  /** Where to send the browser to sign in, and the checks to keep for the callback. */
  async start(redirectUri: string, next: string): Promise<{ url: string; checks: SsoChecks }> {
    const configuration = await this.ready();
    const verifier = oidc.randomPKCECodeVerifier();
    const checks: SsoChecks = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier, next };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: this.settings.scopes,
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    return { url: url.href, checks };
  }

  /**
   * The callback: the state, the code (with the PKCE verifier) exchanged for tokens, the ID token
   * checked (signature, issuer, audience, expiry, nonce), then the UserInfo claims added when the
   * provider has the endpoint. SSO_FAILED for a refused or tampered answer, SSO_UNAVAILABLE when the
   * provider cannot be reached.
   */
  async finish(currentUrl: URL, checks: SsoChecks): Promise<SsoResult> {
    const configuration = await this.ready();
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: checks.verifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims || !tokens.id_token) throw new DomainError('SSO_FAILED', { company: this.settings.companyName });
      let userInfo: Record<string, unknown> = {};
      if (configuration.serverMetadata().userinfo_endpoint)
        userInfo = await oidc.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
      return {
        issuer: idClaims.iss,
        subject: idClaims.sub,
        claims: { ...userInfo, ...idClaims },
        idToken: tokens.id_token,
      };
    } catch (error) {
      if (error instanceof DomainError) throw error;
      const code = unreachable(error) ? 'SSO_UNAVAILABLE' : 'SSO_FAILED';
      throw new DomainError(code, { company: this.settings.companyName }, { details: { cause: describe(error) } });
    }
  }

  /** The provider's logout address for a session that began there (RP-initiated logout), or null when it has none. */
  async endSessionUrl(idToken: string, postLogoutRedirectUri: string): Promise<string | null> {
    let configuration: oidc.Configuration;
    try {
      configuration = await this.discover();
    } catch {
      return null;
    }
    if (!configuration.serverMetadata().end_session_endpoint) return null;
    return oidc.buildEndSessionUrl(configuration, { id_token_hint: idToken, post_logout_redirect_uri: postLogoutRedirectUri }).href;
  }
}

/** An error and its causes as one short line for the log (never the tokens). */
function describe(error: unknown, depth = 0): string {
  const e = error as { name?: string; code?: string; message?: string; error?: string; cause?: unknown } | null;
  const line = [e?.name, e?.code, e?.error, e?.message].filter(Boolean).join(': ');
  const cause = depth < 3 && e?.cause !== undefined && e.cause !== error ? ` <- ${describe(e.cause, depth + 1)}` : '';
  return `${line}${cause}`.slice(0, 500);
}
