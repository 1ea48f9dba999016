import * as oidc from 'openid-client';

export interface ProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** A provider on this machine, over plain http (trials and tests); the settings refuse plain http elsewhere. */
function isLoopback(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
}

/** The provider's discovery document read fresh: how the settings check a provider before saving it. */
export function discoverProvider(settings: ProviderSettings): Promise<oidc.Configuration> {
  const issuer = new URL(settings.issuer);
  return oidc.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
    execute: isLoopback(issuer) ? [oidc.allowInsecureRequests] : [],
    timeout: 10,
  });
}

let cached: { key: string; configuration: Promise<oidc.Configuration> } | null = null;

/**
 * The provider's configuration (endpoints and keys), discovered once per node for the
 * settings in force: a changed issuer, client or secret is discovered again. A failed
 * discovery is not kept, so the next sign-in tries again.
 */
export function providerConfiguration(settings: ProviderSettings): Promise<oidc.Configuration> {
  const key = JSON.stringify([settings.issuer, settings.clientId, settings.clientSecret]);
  if (cached?.key === key) return cached.configuration;
  const configuration = discoverProvider(settings);
  const entry = { key, configuration };
  cached = entry;
  configuration.catch(() => {
    if (cached === entry) cached = null;
  });
  return configuration;
}
