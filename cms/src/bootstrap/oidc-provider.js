/**
 * Registers an OpenID Connect provider in users-permissions when OIDC_ISSUER is set: in
 * development and tests that is the local oidc-provider that `npm start` and the e2e suite run;
 * in production it can be any OpenID provider (Keycloak, Auth0, ...).
 *
 * The redirect after Strapi's own callback goes to the web app's route handler
 * (/connect/{name}/redirect), which finishes the exchange on the server.
 */
function registerLocalOidcProvider(strapi) {
  const issuer = process.env.OIDC_ISSUER;
  if (!issuer) return;
  const name = process.env.OIDC_PROVIDER_NAME || 'local-oidc';
  const webUrl = (process.env.WEB_URL || 'http://localhost:3000').replace(/\/$/, '');
  const base = issuer.replace(/\/$/, '');

  strapi
    .plugin('users-permissions')
    .service('providers-registry')
    .add(name, {
      enabled: true,
      icon: 'lock',
      grantConfig: {
        key: process.env.OIDC_CLIENT_ID || 'portico',
        secret: process.env.OIDC_CLIENT_SECRET || 'portico-secret',
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
