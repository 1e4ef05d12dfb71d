module.exports = ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
      // Registration takes username, email and password only.
      register: { allowedFields: [] },
    },
  },
});
