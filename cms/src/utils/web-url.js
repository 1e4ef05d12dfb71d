/** The address users open Portico at (WEB_URL), without a trailing slash: links in emails point there. */
function webUrl() {
  return (process.env.WEB_URL || 'http://localhost:3000').replace(/\/+$/, '');
}

module.exports = { webUrl };
