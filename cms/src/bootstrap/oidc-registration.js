// Any OpenID provider (the local one in development and tests); its callback leads to the app, which finishes the exchange.
const { env } = require('../utils/env');

function registerLocalOidcProvider(strapi) {
  const issuer = env('OIDC_ISSUER');
  if (!issuer) return;
  const name = env('OIDC_PROVIDER_NAME', 'local-oidc');
  const webUrl = env('WEB_URL', 'http://localhost:3000').replace(/\/$/, '');
  const base = issuer.replace(/\/$/, '');

  strapi
    .plugin('users-permissions')
    .service('providers-registry')
    .add(name, {
      enabled: true,
      icon: 'lock',
      grantConfig: {
        key: env('OIDC_CLIENT_ID', 'portico'),
        secret: env('OIDC_CLIENT_SECRET', 'portico-secret'),
        callback: `${webUrl}/connect/${name}/redirect`,
        scope: ['openid', 'email', 'profile'],
        // Without it grant joins scopes with commas, which OpenID providers reject.
        scope_delimiter: ' ',
        authorize_url: `${base}/auth`,
        access_url: `${base}/token`,
        oauth: 2,
        token_endpoint_auth_method: 'client_secret_post',
      },
      async authCallback({ accessToken }) {
        const response = await fetch(`${base}/me`, { headers: { Authorization: `Bearer ${accessToken}` } });
        if (!response.ok) throw new Error(`userinfo answered ${response.status}`);
        const profile = await response.json();
        if (!profile.email) throw new Error('the provider did not share an email address');
        return { username: profile.preferred_username || profile.email.split('@')[0], email: profile.email };
      },
    });
}

module.exports = { registerLocalOidcProvider };
