module.exports = ({ env }) => ({
  // docs/deployment.md's steps for an operator's own Strapi, with the folder used in place
  // instead of copied: what members may upload, and who may change which file.
  'portico-guard': { enabled: true, resolve: '../../cms/src/plugins/portico-guard' },
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
      // Registration takes username, email and password only.
      register: { allowedFields: [] },
    },
  },
});
