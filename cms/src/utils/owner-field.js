/** The attribute of a content type that relates each entry to the users-permissions user who owns it. */
function ownerFieldOf(contentType) {
  const attributes = contentType?.attributes ?? {};
  return Object.keys(attributes).find(
    (name) => attributes[name].type === 'relation' && attributes[name].target === 'plugin::users-permissions.user',
  );
}

module.exports = { ownerFieldOf };
