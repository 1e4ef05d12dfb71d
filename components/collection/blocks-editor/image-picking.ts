import type { ImageChoice } from '@/lib/collections/blocks-image';
import type { OwnImagesOutcome, UploadImageOutcome } from '@/lib/collections/own-images';

/** An image the Blocks editor may insert: one of the member's own files, as Strapi describes it. */
export type EditorImage = ImageChoice;

/** Where the editor's image picker gets the member's images: the server actions of the form's page. */
export interface ImageLibrary {
  /** The member's own images (Strapi's portico-guard route, with their token). */
  list: () => Promise<OwnImagesOutcome>;
  /** Uploads one image (`file`, `alternativeText`) through the guarded upload path. */
  upload: (data: FormData) => Promise<UploadImageOutcome>;
}

/** What the Image button offers: the library (when the page gives one), the entry's own images, the upload limit. */
export interface ImagePicking {
  images: EditorImage[];
  library?: ImageLibrary;
  maxUploadBytes: number;
}
