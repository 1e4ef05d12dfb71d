// Request logging costs throughput; benchmarks turn it off with STRAPI_REQUEST_LOG=false.
module.exports = ({ env }) =>
  [
    'strapi::errors',
    'strapi::security',
    'strapi::cors',
    'strapi::poweredBy',
    env.bool('STRAPI_REQUEST_LOG', true) ? 'strapi::logger' : null,
    'strapi::query',
    'strapi::body',
    'strapi::session',
    'strapi::favicon',
    'strapi::public',
  ].filter(Boolean);
