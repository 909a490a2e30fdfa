// argon2id with the library's defaults (m=19 MiB, t=2, p=1): the OWASP recommendation. The native
// module loads with the first password checked or set, not with every start of the server.
const argon2 = () => import('@node-rs/argon2');

export async function hashPassword(password: string): Promise<string> {
  return (await argon2()).hash(password);
}

// Verified against a real hash when the user does not exist, so timing does not tell.
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$qlThJDA1vPD4hmY/TEEZHA$AN3MdrCx1VmiPabZxAIUKNUJOb0xVWg8JJCF16ra23M';

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  try {
    const ok = await (await argon2()).verify(passwordHash ?? DUMMY_HASH, password);
    return ok && passwordHash !== undefined;
  } catch {
    return false;
  }
}

export const passwordRule = { min: 8, max: 200 };
