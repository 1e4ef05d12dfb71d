const path = require('path');

// SQLite unless DATABASE_URL names a PostgreSQL server.
module.exports = ({ env }) =>
  env('DATABASE_URL')
    ? { connection: { client: 'postgres', connection: { connectionString: env('DATABASE_URL') } } }
    : {
        connection: {
          client: 'sqlite',
          connection: { filename: path.resolve(process.cwd(), env('DATABASE_FILENAME', '.tmp/data.db')) },
          useNullAsDefault: true,
        },
      };
