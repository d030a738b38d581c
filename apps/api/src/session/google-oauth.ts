import { z } from "zod";
import { type OAuthProfile, type OAuthProvider, OAuthRejectedError } from "./oauth-provider.ts";

const TOKEN_URL = "https://oauth2.googleapis.com/token";
const USERINFO_URL = "https://openidconnect.googleapis.com/v1/userinfo";
const TIMEOUT_MS = 10_000;

const tokenResponseSchema = z.object({ access_token: z.string().min(1) });
const userInfoSchema = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
});

/**
 * Google's OAuth 2.0 authorization-code flow: the code is exchanged at the token endpoint with
 * our client secret, then the OpenID userinfo endpoint names the person.
 */
export class GoogleOAuthProvider implements OAuthProvider {
  constructor(
    private readonly clientId: string,
    private readonly clientSecret: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async exchange(code: string, redirectUri: string): Promise<OAuthProfile> {
    const tokenResponse = await this.fetchImpl(TOKEN_URL, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        code,
        client_id: this.clientId,
        client_secret: this.clientSecret,
        redirect_uri: redirectUri,
        grant_type: "authorization_code",
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    // 400/401 mean the code or redirect URI was refused: the player's problem, not ours.
    if (tokenResponse.status === 400 || tokenResponse.status === 401) {
      throw new OAuthRejectedError("Google refused the authorization code");
    }
    if (!tokenResponse.ok) throw new Error(`Google token endpoint answered ${tokenResponse.status}`);
    const { access_token: accessToken } = tokenResponseSchema.parse(await tokenResponse.json());

    const infoResponse = await this.fetchImpl(USERINFO_URL, {
      headers: { authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!infoResponse.ok) throw new Error(`Google userinfo endpoint answered ${infoResponse.status}`);
    const info = userInfoSchema.parse(await infoResponse.json());
    return {
      subject: info.sub,
      email: info.email?.toLowerCase() ?? null,
      emailVerified: info.email_verified === true,
      name: info.name ?? "",
    };
  }
}
