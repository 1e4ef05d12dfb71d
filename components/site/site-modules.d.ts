/// <reference types="next/image-types/global" />
// The site folder's entries, which the build resolves; static images typed as Next types them, before its own types exist.
declare module '@site/site' {
  const site: import('@/lib/site/site-data').SiteData;
  export default site;
}
declare module '@site/views' {
  const views: import('./site-api').SiteViews;
  export default views;
}
declare module '@site/theme.css';
