import { z } from 'zod';

/**
 * The browser's answers of a passkey ceremony as @simplewebauthn/browser sends them (base64url
 * texts); their signatures are checked on the server. Bounded so nothing huge is parsed.
 */
const b64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/);
const common = {
  id: b64url(1400),
  rawId: b64url(1400),
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string().max(60), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};
export const registrationResponse = z.object({
  ...common,
  response: z.object({
    clientDataJSON: b64url(8000),
    attestationObject: b64url(20000),
    authenticatorData: b64url(8000).optional(),
    transports: z.array(z.string().max(20)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: b64url(4000).optional(),
  }),
});
export const authenticationResponse = z.object({
  ...common,
  response: z.object({
    clientDataJSON: b64url(8000),
    authenticatorData: b64url(8000),
    signature: b64url(2000),
    userHandle: b64url(200).optional(),
  }),
});
/** Options for the browser's ceremony (navigator.credentials.create / get), as JSON. */
export const ceremonyOptions = z.object({ options: z.record(z.string(), z.unknown()) });
