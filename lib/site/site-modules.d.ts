/// <reference types="next/image-types/global" />
// Static images (a logo) are typed as Next types them, also where next-env.d.ts is not made yet (a fresh clone).
// A site folder's data, resolved by the build to the folder PORTICO_SITE names (or to Portico's
// generic site): the core is typed against the contract, never against one site.
declare module '@site/site' {
  const site: import('./contract').SiteData;
  export default site;
}
