/**
 * True when the request carries an API token made in the admin panel (an editor's tool), as
 * opposed to a users-permissions user's JWT. Strapi 5.54 calls that strategy "content-api-token";
 * earlier 5.x releases called it "api-token".
 */
function isApiTokenRequest(state) {
  const name = state?.auth?.strategy?.name;
  return name === 'content-api-token' || name === 'api-token';
}

module.exports = { isApiTokenRequest };
