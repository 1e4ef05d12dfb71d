/** Later list pages live at a path: a static page cannot read ?page=. */
export const listPagePath = (page) => `/articles/page/${page}`;
