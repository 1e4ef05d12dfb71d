module.exports = ({ env }) => ({
  // Portico's plugin, a dependency of this app as of an operator's (installed by path, found in
  // cms/'s packages): members own places and guides (curator, writer); visitors also read these
  // types. This app has no own-account routes.
  'portico-guard': {
    config: {
      accountRoutes: false,
      publicTypes: ['api::site-setting.site-setting', 'api::about-page.about-page', 'api::site-menu.site-menu'],
    },
  },
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
      // Registration takes username, email and password only.
      register: { allowedFields: [] },
    },
  },
});
