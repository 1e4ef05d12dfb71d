'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { megabytes } from '@/lib/collections/rule-text';
import type { EditorImage, ImagePicking } from './image-picking';
import { useUiText } from '@/components/ui/ui-text';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

type Listing = { state: 'loading' } | { state: 'listed'; images: EditorImage[] } | { state: 'unlisted'; message: string };

/**
 * The Image button's dialog: the member's own images (listed by Strapi's portico-guard route) as
 * buttons named by their alternative text or file name, and a new image uploaded through the
 * guarded upload path. Focus moves into it when it opens; Escape (or Close) closes it and the
 * toolbar gives focus back to the Image button. When the member's uploads cannot be listed, it
 * says so and offers the images attached to the entry.
 */
export function ImagePanel({
  id,
  picking,
  onInsert,
  onClose,
  onKnown,
}: {
  id: string;
  picking: ImagePicking;
  onInsert: (image: EditorImage) => void;
  onClose: () => void;
  /** Images listed or uploaded, so that the editor can show their previews. */
  onKnown: (images: EditorImage[]) => void;
}) {
  const { library, images: attached, maxUploadBytes } = picking;
  const t = useUiText('BlocksEditor');
  const dialog = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [listing, setListing] = useState<Listing>(library ? { state: 'loading' } : { state: 'listed', images: attached });
  const [alternativeText, setAlternativeText] = useState('');
  const [problem, setProblem] = useState('');
  const [uploading, setUploading] = useState(false);
  const known = useRef(onKnown);

  useEffect(() => {
    dialog.current?.focus();
  }, []);

  useEffect(() => {
    if (!library) return;
    let current = true;
    library.list().then(
      (outcome) => {
        if (!current) return;
        if (outcome.ok) {
          setListing({ state: 'listed', images: outcome.images });
          known.current(outcome.images);
        } else setListing({ state: 'unlisted', message: outcome.message });
      },
      () => current && setListing({ state: 'unlisted', message: t('notListed') }),
    );
    return () => {
      current = false;
    };
  }, [library, t]);

  async function uploadAndInsert() {
    const file = fileInput.current?.files?.[0];
    if (!library) return;
    if (!file) {
      setProblem(t('chooseImage'));
      fileInput.current?.focus();
      return;
    }
    if (file.size > maxUploadBytes) {
      // Sizes in the page's language (<html lang>): 1.5 MB, 1,5 Mo.
      const locale = document.documentElement.lang || 'en';
      setProblem(t('imageTooLarge', { name: file.name, total: megabytes(file.size, locale), count: megabytes(maxUploadBytes, locale) }));
      return;
    }
    const data = new FormData();
    data.append('file', file);
    data.append('alternativeText', alternativeText);
    setUploading(true);
    setProblem('');
    try {
      const outcome = await library.upload(data);
      if (!outcome.ok) {
        setProblem(outcome.message);
        return;
      }
      known.current([outcome.image]);
      onInsert(outcome.image);
    } catch {
      setProblem(t('uploadFailed'));
    } finally {
      setUploading(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Enter' && (event.target as HTMLElement).matches('input[type=text]')) {
      // Enter in the alternative text uploads; it must not submit the entry's form. (On the file input,
      // Enter opens the browser's file chooser as usual.)
      event.preventDefault();
      void uploadAndInsert();
    }
  }

  const shown = listing.state === 'listed' ? listing.images : listing.state === 'unlisted' ? attached : [];
  return (
    <div
      ref={dialog}
      className="blocks-panel blocks-image-panel"
      role="dialog"
      aria-labelledby={`${id}-image-title`}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <p id={`${id}-image-title`} className="blocks-panel-title">
        {t('insertImage')}
      </p>
      <div className="blocks-image-choices">
        {listing.state === 'loading' && (
          <p className="hint" role="status">
            {t('loadingImages')}
          </p>
        )}
        {listing.state === 'unlisted' && <p className="hint">{listing.message}</p>}
        {listing.state !== 'loading' && !shown.length && <p className="hint">{library ? t('noImagesYet') : t('noImagesOnEntry')}</p>}
        {shown.length > 0 && (
          <ul className="blocks-images" aria-label={listing.state === 'listed' && library ? t('yourImages') : t('imagesOnEntry')}>
            {shown.map((image) => (
              <li key={image.id}>
                <button type="button" className="blocks-image-choice" onClick={() => onInsert(image)}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- a small preview of the member's own file */}
                  <img src={image.previewUrl} alt="" width={48} height={48} />
                  <span>{image.alternativeText || image.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {library && (
        <div className="blocks-image-upload">
          <label htmlFor={`${id}-image-file`}>{t('uploadNew')}</label>
          {/* No name: the file goes up on its own, never with the entry's form. */}
          <input
            ref={fileInput}
            id={`${id}-image-file`}
            type="file"
            accept={IMAGE_TYPES}
            aria-describedby={problem ? `${id}-image-problem` : undefined}
            aria-invalid={Boolean(problem) || undefined}
          />
          <label htmlFor={`${id}-image-alt`}>{t('altText')}</label>
          <input
            id={`${id}-image-alt`}
            type="text"
            value={alternativeText}
            maxLength={500}
            onChange={(event) => setAlternativeText(event.target.value)}
          />
          <button type="button" onClick={() => void uploadAndInsert()} disabled={uploading} aria-busy={uploading || undefined}>
            {uploading ? t('uploading') : t('uploadAndInsert')}
          </button>
        </div>
      )}
      <p id={`${id}-image-problem`} className="field-error" role="alert">
        {problem}
      </p>
      <button type="button" className="button secondary" onClick={onClose}>
        {t('close')}
      </button>
    </div>
  );
}
