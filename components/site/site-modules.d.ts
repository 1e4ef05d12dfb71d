// A site folder's views and theme, resolved by the build as `@site/site` is.
declare module '@site/views' {
  const views: import('./views').SiteViews;
  export default views;
}
declare module '@site/theme.css';
