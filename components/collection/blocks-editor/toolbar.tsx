'use client';

import { useRef, useState, type KeyboardEvent } from 'react';
import { Editor, Range, Transforms, type BaseRange } from 'slate';
import { ReactEditor, useSlate } from 'slate-react';
import {
  activeLink,
  blockKind,
  insertImage,
  isMarkActive,
  removeLink,
  setLink,
  setTextStyle,
  textStyle,
  toggleBlock,
  toggleList,
  toggleMark,
  type Mark,
  type TextStyle,
} from './commands';
import { ImagePanel } from './image-panel';
import type { EditorImage, ImagePicking } from './image-picking';
import { useUiText } from '@/components/ui/ui-text';

/** The marks, each named by its key in the catalogs' "BlocksEditor". */
const MARK_BUTTONS: Mark[] = ['bold', 'italic', 'underline', 'strikethrough', 'code'];

/**
 * The editor's toolbar: "Text style" (paragraph, headings 1 to 6), the marks, Link, the lists,
 * Quote, Code block and Image. Each button says whether it is on (aria-pressed) and gives the text
 * back its focus and selection; Link and Image open a small panel of their own under the toolbar.
 */
export function Toolbar({
  picking,
  fieldId,
  onKnown,
}: {
  picking: ImagePicking;
  fieldId: string;
  onKnown: (images: EditorImage[]) => void;
}) {
  const editor = useSlate();
  const t = useUiText('BlocksEditor');
  const imageButton = useRef<HTMLButtonElement>(null);
  const [panel, setPanel] = useState<'link' | 'image' | null>(null);
  const [saved, setSaved] = useState<BaseRange | null>(null);
  const [address, setAddress] = useState('');
  const [linkProblem, setLinkProblem] = useState('');
  const kind = blockKind(editor);
  const style = textStyle(editor);

  /** Runs a command on the text as it was selected, then returns the keyboard to it. */
  function run(command: () => void) {
    const selection = editor.selection ?? saved;
    if (selection) Transforms.select(editor, selection);
    else Transforms.select(editor, Editor.end(editor, []));
    command();
    ReactEditor.focus(editor);
  }

  function open(which: 'link' | 'image') {
    if (panel === which) {
      setPanel(null);
      return;
    }
    setSaved(editor.selection);
    const link = activeLink(editor);
    setAddress(which === 'link' && link ? String(link[0].url ?? '') : '');
    setLinkProblem('');
    setPanel(which);
  }

  function applyLink() {
    if (saved) Transforms.select(editor, saved);
    if (!setLink(editor, address)) {
      setLinkProblem(t('linkProblem'));
      return;
    }
    setPanel(null);
    ReactEditor.focus(editor);
  }

  const pressKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      applyLink();
    } else if (event.key === 'Escape') {
      setPanel(null);
      ReactEditor.focus(editor);
    }
  };

  const button = (label: string, pressed: boolean, onClick: () => void, extra: Record<string, unknown> = {}) => (
    <button
      key={label}
      type="button"
      className="toolbar-button"
      aria-pressed={pressed}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      {...extra}
    >
      {label}
    </button>
  );

  return (
    <div className="blocks-toolbar-area">
      <div role="toolbar" aria-label={t('formatting')} aria-controls={fieldId} className="blocks-toolbar">
        <label className="visually-hidden" htmlFor={`${fieldId}-style`}>
          {t('textStyle')}
        </label>
        <select
          id={`${fieldId}-style`}
          value={style === undefined ? '' : String(style)}
          onChange={(event) => {
            const value = event.target.value;
            run(() => setTextStyle(editor, value === 'paragraph' ? 'paragraph' : (Number(value) as TextStyle)));
          }}
        >
          {style === undefined && <option value="">{t('other')}</option>}
          <option value="paragraph">{t('paragraph')}</option>
          {[1, 2, 3, 4, 5, 6].map((level) => (
            <option key={level} value={level}>
              {t('heading', { count: level })}
            </option>
          ))}
        </select>
        {MARK_BUTTONS.map((mark) => button(t(mark), isMarkActive(editor, mark), () => run(() => toggleMark(editor, mark))))}
        {button(t('link'), Boolean(activeLink(editor)) || panel === 'link', () => open('link'), { 'aria-expanded': panel === 'link' })}
        {button(t('bulletedList'), kind === 'list-unordered', () => run(() => toggleList(editor, 'unordered')))}
        {button(t('numberedList'), kind === 'list-ordered', () => run(() => toggleList(editor, 'ordered')))}
        {button(t('quote'), kind === 'quote', () => run(() => toggleBlock(editor, 'quote')))}
        {button(t('codeBlock'), kind === 'code', () => run(() => toggleBlock(editor, 'code')))}
        {button(t('image'), panel === 'image', () => open('image'), {
          'aria-expanded': panel === 'image',
          'aria-haspopup': 'dialog',
          ref: imageButton,
        })}
      </div>
      {panel === 'link' && (
        <div className="blocks-panel" role="group" aria-label={t('link')}>
          <label htmlFor={`${fieldId}-link`}>{t('linkAddress')}</label>
          <input
            id={`${fieldId}-link`}
            type="text"
            inputMode="url"
            value={address}
            autoFocus
            onChange={(event) => setAddress(event.target.value)}
            onKeyDown={pressKey}
            aria-invalid={Boolean(linkProblem) || undefined}
            aria-describedby={linkProblem ? `${fieldId}-link-problem` : undefined}
          />
          <button type="button" onClick={applyLink}>
            {t('applyLink')}
          </button>
          {activeLink(editor) || (saved && activeLinkAt(editor, saved)) ? (
            <button
              type="button"
              className="button secondary"
              onClick={() => {
                if (saved) Transforms.select(editor, saved);
                removeLink(editor);
                setPanel(null);
                ReactEditor.focus(editor);
              }}
            >
              {t('removeLink')}
            </button>
          ) : null}
          {linkProblem && (
            <p id={`${fieldId}-link-problem`} className="field-error">
              {linkProblem}
            </p>
          )}
        </div>
      )}
      {panel === 'image' && (
        <ImagePanel
          id={fieldId}
          picking={picking}
          onKnown={onKnown}
          onInsert={(image) => {
            setPanel(null);
            run(() => insertImage(editor, image));
          }}
          onClose={() => {
            setPanel(null);
            imageButton.current?.focus();
          }}
        />
      )}
    </div>
  );
}

function activeLinkAt(editor: Editor, range: BaseRange): boolean {
  if (!Range.isRange(range)) return false;
  return Boolean(Editor.above(editor, { at: range, match: (node) => (node as { type?: string }).type === 'link' }));
}
