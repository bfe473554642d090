import * as oidc from 'openid-client';
import type { Config, OAuthProviderConfig, OAuthProviderName } from '../../config/config.js';

/** Who the provider says signed in. `emailVerified` false means the address must not link accounts. */
export type ProviderProfile = {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
};

export type AuthorizationRequest = {
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
};

/**
 * Google and Facebook through openid-client: OpenID Connect where the provider speaks it (discovery,
 * ID token with nonce), plain OAuth 2 with a user-info call otherwise. PKCE and state always.
 */
export function createOAuthProviderRepository(config: Config) {
  const configurations = new Map<OAuthProviderName, Promise<oidc.Configuration>>();

  function settingsOf(name: OAuthProviderName): OAuthProviderConfig {
    const settings = config.auth.oauth[name];
    if (!settings) throw new Error(`OAuth provider ${name} is not configured`);
    return settings;
  }

  const usesExplicitEndpoints = (settings: OAuthProviderConfig) =>
    Boolean(settings.authorizationUrl && settings.tokenUrl);

  /** OpenID Connect: an ID token is expected and bound to the request by its nonce. */
  const isOpenIdConnect = (settings: OAuthProviderConfig) => !usesExplicitEndpoints(settings);

  async function configure(settings: OAuthProviderConfig): Promise<oidc.Configuration> {
    const insecure = config.auth.oauthAllowInsecure;
    if (usesExplicitEndpoints(settings)) {
      const authorizationUrl = settings.authorizationUrl as string;
      const configuration = new oidc.Configuration(
        {
          issuer: settings.issuer ?? new URL(authorizationUrl).origin,
          authorization_endpoint: authorizationUrl,
          token_endpoint: settings.tokenUrl,
          userinfo_endpoint: settings.userinfoUrl,
        },
        settings.clientId,
        settings.clientSecret,
      );
      if (insecure) oidc.allowInsecureRequests(configuration);
      return configuration;
    }
    if (!settings.issuer) throw new Error('An OAuth provider needs an issuer or explicit endpoints');
    return oidc.discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
      execute: insecure ? [oidc.allowInsecureRequests] : [],
    });
  }

  function configurationOf(name: OAuthProviderName): Promise<oidc.Configuration> {
    let configuration = configurations.get(name);
    if (!configuration) {
      configuration = configure(settingsOf(name));
      // A failed discovery (provider down) is retried on the next sign-in instead of being cached.
      configuration.catch(() => configurations.delete(name));
      configurations.set(name, configuration);
    }
    return configuration;
  }

  return {
    isConfigured: (name: OAuthProviderName) => config.auth.oauth[name] !== undefined,

    async authorizationUrl(name: OAuthProviderName, request: AuthorizationRequest): Promise<URL> {
      const settings = settingsOf(name);
      const parameters: Record<string, string> = {
        redirect_uri: request.redirectUri,
        scope: settings.scope,
        state: request.state,
        code_challenge: await oidc.calculatePKCECodeChallenge(request.codeVerifier),
        code_challenge_method: 'S256',
      };
      if (isOpenIdConnect(settings)) parameters.nonce = request.nonce;
      return oidc.buildAuthorizationUrl(await configurationOf(name), parameters);
    },

    /** Trades the code from the provider's redirect for the user's profile; throws on any mismatch. */
    async exchange(
      name: OAuthProviderName,
      callbackUrl: URL,
      checks: { state: string; nonce: string; codeVerifier: string },
    ): Promise<ProviderProfile> {
      const settings = settingsOf(name);
      const configuration = await configurationOf(name);
      if (isOpenIdConnect(settings)) {
        const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new Error('the provider sent no ID token');
        let profile: Record<string, unknown> = claims;
        if (typeof claims.email !== 'string' && configuration.serverMetadata().userinfo_endpoint) {
          profile = {
            ...claims,
            ...(await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub)),
          };
        }
        return {
          subject: claims.sub,
          email: typeof profile.email === 'string' ? profile.email.toLowerCase() : null,
          emailVerified: profile.email_verified === true,
          name: typeof profile.name === 'string' ? profile.name : null,
        };
      }
      const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
      });
      if (!settings.userinfoUrl) throw new Error('An OAuth 2 provider needs a user-info URL');
      const response = await oidc.fetchProtectedResource(
        configuration,
        tokens.access_token,
        new URL(settings.userinfoUrl),
        'GET',
      );
      if (!response.ok) throw new Error(`user info answered ${response.status}`);
      const info = (await response.json()) as Record<string, unknown>;
      const subject = info.id ?? info.sub;
      if (typeof subject !== 'string' && typeof subject !== 'number') throw new Error('user info has no id');
      return {
        subject: String(subject),
        email: typeof info.email === 'string' ? info.email.toLowerCase() : null,
        // Facebook only ever returns confirmed addresses and has no such flag; others may say so.
        emailVerified: typeof info.email_verified === 'boolean' ? info.email_verified : name === 'facebook',
        name: typeof info.name === 'string' ? info.name : null,
      };
    },
  };
}

export type OAuthProviderRepository = ReturnType<typeof createOAuthProviderRepository>;
