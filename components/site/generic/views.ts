import { defineViews } from '../views';

/** No views of a site's own: every type, component and field renders as Portico renders it. */
export default defineViews({});
