import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

// A real OpenID Connect provider (the oidc-provider package) run beside the portal in
// tests and journeys: discovery, authorization with PKCE, tokens signed with its own
// key, and RP-initiated logout. Its login page takes a username of its own people.
// `misbehave` makes its token endpoint answer an ID token that is wrong in one way
// (signed with its real key), to prove the portal refuses it.

export interface ProviderPerson {
  email?: string;
  email_verified?: boolean;
  employee_number?: string;
}

export type Misbehaviour = 'wrong-audience' | 'expired' | null;

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  misbehave: Misbehaviour;
  close: () => Promise<void>;
}

export const TEST_CLIENT = { clientId: 'hr-portal', clientSecret: 'hr-portal-secret-for-tests' } as const;

function loginPage(uid: string, problem?: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Example Identity Provider</title></head><body style="font-family: sans-serif; max-width: 22rem; margin: 3rem auto; padding: 0 1rem">
<h1>Example Identity Provider</h1>${problem ? `<p role="alert">${problem}</p>` : ''}
<form method="post" action="/interaction/${uid}/login"><p><label>Username <input name="login" autocomplete="username" required></label></p>
<p><button type="submit">Sign in</button></p></form></body></html>`;
}

async function formField(request: IncomingMessage, name: string): Promise<string> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return new URLSearchParams(body).get(name) ?? '';
}

export async function startTestProvider(options: {
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  people: Record<string, ProviderPerson>;
  port?: number;
}): Promise<TestProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT.clientId,
        client_secret: TEST_CLIENT.clientSecret,
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: ['test-provider-cookie-key'] },
    ttl: { AccessToken: 3600, AuthorizationCode: 600, IdToken: 3600, Interaction: 3600, Session: 86_400, Grant: 86_400 },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['employee_number'] },
    // The claims in the ID token itself, as Entra and Google put the e-mail there.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const person = options.people[sub];
      return person ? { accountId: sub, claims: () => ({ sub, ...person }) } : undefined;
    },
  });

  const handle: TestProvider = { issuer, ...TEST_CLIENT, misbehave: null, close: async () => undefined };

  // The token endpoint's ID token, made wrong on request, signed with the provider's own key.
  provider.use(async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path !== '/token' || !handle.misbehave || !body?.id_token) return;
    const claims = decodeJwt(body.id_token);
    const now = Math.floor(Date.now() / 1000);
    if (handle.misbehave === 'wrong-audience') claims.aud = 'some-other-application';
    if (handle.misbehave === 'expired') Object.assign(claims, { iat: now - 3600, exp: now - 1800 });
    body.id_token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid })
      .sign(privateKey);
  });

  const callback = provider.callback();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const match = /^\/interaction\/([^/?]+)(\/login)?/.exec(request.url ?? '');
    if (!match) return void callback(request, response);
    void (async () => {
      try {
        const details = await provider.interactionDetails(request, response);
        if (!match[2]) {
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(details.uid));
          return;
        }
        const login = (await formField(request, 'login')).trim().toLowerCase();
        if (!options.people[login]) {
          response
            .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
            .end(loginPage(details.uid, 'No such user here.'));
          return;
        }
        const grant = new provider.Grant({ accountId: login, clientId: String(details.params.client_id) });
        grant.addOIDCScope(String(details.params.scope));
        const grantId = await grant.save();
        await provider.interactionFinished(
          request,
          response,
          { login: { accountId: login }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
      } catch (error) {
        response.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
      }
    })();
  });

  handle.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return handle;
}
