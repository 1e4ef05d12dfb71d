/**
 * A real OpenID Connect provider (oidc-provider) for development and tests, with its built-in
 * sign-in and consent pages. Any login name signs in: the account's email is <login>@oidc.local.
 *   OIDC_PORT (default 4000), OIDC_ISSUER (default http://127.0.0.1:<port>)
 *   OIDC_CLIENT_ID / OIDC_CLIENT_SECRET (default portico / portico-secret)
 *   OIDC_REDIRECT_URIS: comma-separated; Strapi's {server.url}/api/connect/<provider>/callback
 */
import Provider from 'oidc-provider';

const port = Number(process.env.OIDC_PORT || 4000);
const issuer = process.env.OIDC_ISSUER || `http://127.0.0.1:${port}`;
const redirectUris = (process.env.OIDC_REDIRECT_URIS || 'http://localhost:1337/api/connect/local-oidc/callback').split(',');

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: process.env.OIDC_CLIENT_ID || 'portico',
      client_secret: process.env.OIDC_CLIENT_SECRET || 'portico-secret',
      redirect_uris: redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['preferred_username', 'name'] },
  async findAccount(_ctx, id) {
    const login =
      String(id)
        .toLowerCase()
        .replace(/[^a-z0-9._-]/g, '') || 'user';
    return {
      accountId: id,
      async claims() {
        return { sub: id, email: `${login}@oidc.local`, email_verified: true, preferred_username: login, name: login };
      },
    };
  },
  features: { devInteractions: { enabled: true } },
  cookies: { keys: [process.env.OIDC_COOKIE_KEY || 'portico-local-oidc-cookie-key'] },
});
// Development only: plain http on loopback.
provider.proxy = false;

const server = provider.listen(port, '127.0.0.1', () => console.log(`oidc-provider: ${issuer}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
