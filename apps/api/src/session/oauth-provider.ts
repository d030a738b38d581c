/** What a provider tells us about the person who signed in. */
export interface OAuthProfile {
  /** The provider's stable id of the person ("sub"). */
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
}

/** Exchanges an authorization code for a profile; throws OAuthRejectedError when the code is refused. */
export interface OAuthProvider {
  exchange(code: string, redirectUri: string): Promise<OAuthProfile>;
}

export class OAuthRejectedError extends Error {
  override name = "OAuthRejectedError";
}
