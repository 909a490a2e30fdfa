/**
 * Who is asking: a signed-in person or an API token (then the token's user, limited to the token's
 * plants). Built once per request by the HTTP layer (http/auth.ts resolves it, http/route.ts passes
 * it) and handed as it is to every command; a command's parameter names the parts it reads
 * (`Viewer`, `Caller`, `PostingActor`). Session-only things (CSRF token, session hash, profile)
 * stay on the SessionUser, which extends it.
 */
export interface Principal {
  userId: number;
  username: string;
  isAdmin: boolean;
  isWarehouseUser: boolean;
  /** `MODULE/TCODE` strings. */
  grants: ReadonlySet<string>;
  plants: readonly string[];
  vendors: readonly string[];
  /** Set when the principal is an API token (Authorization: Bearer), not a signed-in person: no CSRF, no cookie. */
  tokenId?: number;
  /** An API token's own plants (empty: not limited, every plant including plants created later). */
  tokenPlants?: readonly string[];
  /**
   * The system acting (the seed, test fixtures, a command acting on the system's behalf after it
   * authorized its caller by its own grant): not checked per movement type. Never set for a request.
   */
  system?: true;
}

/** The principal part of a request's user (a SessionUser): what commands read, without session-only fields. */
export function principalOf(user: Principal): Principal {
  const principal: Principal = {
    userId: user.userId,
    username: user.username,
    isAdmin: user.isAdmin,
    isWarehouseUser: user.isWarehouseUser,
    grants: user.grants,
    plants: user.plants,
    vendors: user.vendors,
  };
  if (user.tokenId !== undefined) principal.tokenId = user.tokenId;
  if (user.tokenPlants !== undefined) principal.tokenPlants = user.tokenPlants;
  if (user.system) principal.system = true;
  return principal;
}

/**
 * The system acting as a user (the seed, test fixtures): the user's id and plants, an internal
 * user unless told otherwise, no grants (it is not checked per movement type: `system`).
 */
export function systemPrincipal(
  user: Pick<Principal, 'userId' | 'plants'> & Partial<Pick<Principal, 'username' | 'isAdmin' | 'isWarehouseUser' | 'vendors'>>,
): Principal {
  return {
    userId: user.userId,
    username: user.username ?? `user ${user.userId}`,
    isAdmin: user.isAdmin ?? false,
    isWarehouseUser: user.isWarehouseUser ?? true,
    grants: new Set(),
    plants: user.plants,
    vendors: user.vendors ?? [],
    system: true,
  };
}
