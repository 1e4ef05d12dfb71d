const { env } = require('../src/utils/env');

module.exports = () => ({
  // Members own articles (their first relation to users) and write all of an article but what the editors choose:
  // whether the home page features it, and the date it says it was published. Visitors also read these types.
  'portico-guard': {
    config: {
      memberFields: {
        'api::article.article': ['title', 'slug', 'summary', 'body', 'content', 'cover', 'gallery', 'category', 'readingMinutes', 'level'],
      },
      publicTypes: ['api::category.category', 'api::homepage.homepage', 'api::about.about'],
    },
  },
  email: {
    config: {
      provider: 'nodemailer',
      providerOptions: {
        host: env('SMTP_HOST', '127.0.0.1'),
        port: env.int('SMTP_PORT', 1025),
        secure: env.bool('SMTP_SECURE', false),
        ignoreTLS: !env.bool('SMTP_SECURE', false),
        ...(env('SMTP_USERNAME') ? { auth: { user: env('SMTP_USERNAME'), pass: env('SMTP_PASSWORD') } } : {}),
      },
      settings: {
        defaultFrom: env('EMAIL_FROM', 'Portico <no-reply@portico.local>'),
        defaultReplyTo: env('EMAIL_REPLY_TO', 'no-reply@portico.local'),
      },
    },
  },
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
      // The legacy mode's tokens (JWT_MANAGEMENT=legacy-support): one 7-day JWT nothing can revoke.
      jwt: { expiresIn: env('JWT_EXPIRES_IN', '7d') },
      jwtManagement: env('JWT_MANAGEMENT', 'refresh'),
      sessions: {
        accessTokenLifespan: env.int('ACCESS_TOKEN_LIFESPAN_SECONDS', 10 * 60),
        idleRefreshTokenLifespan: env.int('REFRESH_TOKEN_IDLE_SECONDS', 14 * 24 * 60 * 60),
        maxRefreshTokenLifespan: env.int('REFRESH_TOKEN_MAX_SECONDS', 30 * 24 * 60 * 60),
      },
      // Role, confirmed or blocked in a register body are refused (no mass assignment).
      register: { allowedFields: [] },
      // Strapi itself only caps passwords at 72 bytes.
      validationRules: {
        validatePassword: (password) => typeof password === 'string' && [...password].length >= env.int('PASSWORD_MIN_LENGTH', 8),
      },
      ratelimit: {
        enabled: env.bool('AUTH_RATE_LIMIT', true),
        interval: { min: env.int('AUTH_RATE_LIMIT_MINUTES', 5) },
        max: env.int('AUTH_RATE_LIMIT_MAX', 5),
      },
    },
  },
});
