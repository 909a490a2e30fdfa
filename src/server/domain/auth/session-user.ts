/** Who is signed in, with everything authorization needs, loaded in one round trip. */
export interface SessionUser {
  userId: number;
  username: string;
  firstName: string;
  lastName: string;
  isWarehouseUser: boolean;
  isAdmin: boolean;
  defaultPage: string | null;
  /** `MODULE/TCODE` strings. */
  grants: ReadonlySet<string>;
  plants: readonly string[];
  vendors: readonly string[];
  csrfToken: string;
  sessionHash: string;
  /** Set when the principal is an API token (Authorization: Bearer), not a signed-in person: no CSRF, no cookie. */
  tokenId?: number;
  /** An API token's own plants (empty: not limited, every plant including plants created later). */
  tokenPlants?: readonly string[];
}
