/** An image the Blocks editor may insert: one of the member's own files (its Strapi id and stored address). */
export interface EditorImage {
  id: number;
  name: string;
  /** As Strapi stores it: what the image node keeps. */
  url: string;
  /** Where the browser can load it now (absolute against Strapi). */
  previewUrl: string;
  alternativeText: string;
  width?: number;
  height?: number;
  /** The file as Strapi describes it: what the image node holds. */
  file?: Record<string, unknown>;
}
