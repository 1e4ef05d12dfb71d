module.exports = ({ env }) => ({
  // Portico's plugin, a dependency of this app as of an operator's (installed by path, found in
  // cms/'s packages): members' own places and guides (curator, writer), private drafts, unpublish, what
  // members may upload, and who may change which file.
  'portico-guard': { enabled: true },
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
      // Registration takes username, email and password only.
      register: { allowedFields: [] },
    },
  },
});
