'use client';

import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  Bold,
  Code,
  Image as ImageIcon,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  SquareCode,
  Strikethrough,
  TextQuote,
  Underline,
  type LucideIcon,
} from 'lucide-react';
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

/** The marks, each named by its key in the catalogs' "BlocksEditor", with its icon and its key with Ctrl (⌘ on a Mac). */
const MARKS: { mark: Mark; icon: LucideIcon; key?: string }[] = [
  { mark: 'bold', icon: Bold, key: 'B' },
  { mark: 'italic', icon: Italic, key: 'I' },
  { mark: 'underline', icon: Underline, key: 'U' },
  { mark: 'strikethrough', icon: Strikethrough },
  { mark: 'code', icon: Code },
];

const onMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/**
 * The editor's toolbar: "Text style" (paragraph, headings 1 to 6), the marks, Link, the lists, Quote, Code block and
 * Image, in one row that scrolls sideways on a phone. Each button is an icon named for screen readers, says whether it
 * is on (aria-pressed), shows its name and shortcut in a tip on hover and focus, and gives the text back its focus and
 * selection; Link and Image open a small panel of their own under the toolbar. The row is one tab stop: the arrow
 * keys, Home and End move along it, as in a word processor's toolbar.
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

  const row = useRef<HTMLDivElement>(null);
  const [stop, setStop] = useState(0);
  const [tip, setTip] = useState<{ text: string; left: number } | null>(null);
  const tipFor = useRef<HTMLElement | null>(null);
  const ctrl = onMac() ? '⌘' : `${t('ctrlKey')}+`;
  let place = 0;

  /** The arrow keys, Home and End move the focus along the row; Tab leaves it from where it is. */
  function moveAlong(event: KeyboardEvent<HTMLDivElement>) {
    const items = [...(row.current?.querySelectorAll<HTMLElement>('[data-tool]') ?? [])];
    const at = items.indexOf(event.target as HTMLElement);
    if (at < 0) return;
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % items.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + items.length) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? items.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    items[next]!.focus();
  }

  /** Where a tip for `target` goes: under its middle, as the row is scrolled now. */
  const under = (target: HTMLElement) => target.offsetLeft - (row.current?.scrollLeft ?? 0) + target.offsetWidth / 2;
  const hideTip = () => {
    tipFor.current = null;
    setTip(null);
  };

  /** What every control of the row shares: its place in the tab order, and the tip it shows. */
  function tool(text: string) {
    const index = place++;
    const show = (target: HTMLElement) => {
      tipFor.current = target;
      setTip({ text, left: under(target) });
    };
    return {
      'data-tool': '',
      tabIndex: index === stop ? 0 : -1,
      onFocus: (event: { currentTarget: HTMLElement }) => {
        setStop(index);
        show(event.currentTarget);
      },
      onBlur: hideTip,
      onPointerEnter: (event: { currentTarget: HTMLElement }) => show(event.currentTarget),
      onPointerLeave: hideTip,
    };
  }

  const button = (
    label: string,
    Icon: LucideIcon,
    pressed: boolean,
    onClick: () => void,
    { shortcut, keys, ...extra }: { shortcut?: string; keys?: string } & Record<string, unknown> = {},
  ) => (
    <button
      key={label}
      type="button"
      className="toolbar-button"
      aria-label={label}
      aria-pressed={pressed}
      aria-keyshortcuts={keys}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      {...tool(shortcut ? t('tip', { name: label, shortcut }) : label)}
      {...extra}
    >
      <Icon aria-hidden="true" focusable="false" size={18} strokeWidth={2.25} />
    </button>
  );
  /** Typed at the start of a paragraph, these make the block (see the editor's markdown shortcuts). */
  const typed = (start: string) => t('typedShortcut', { start });
  const separator = (key: string): ReactNode => <span key={key} className="toolbar-separator" aria-hidden="true" />;

  return (
    <div className="blocks-toolbar-area">
      <div
        ref={row}
        role="toolbar"
        aria-label={t('formatting')}
        aria-controls={fieldId}
        className="blocks-toolbar"
        onKeyDown={moveAlong}
        // Focus moved to a control out of sight scrolls the row: its tip follows it.
        onScroll={() => setTip((shown) => (shown && tipFor.current ? { ...shown, left: under(tipFor.current) } : shown))}
      >
        <label className="visually-hidden" htmlFor={`${fieldId}-style`}>
          {t('textStyle')}
        </label>
        <select
          id={`${fieldId}-style`}
          className="toolbar-select"
          value={style === undefined ? '' : String(style)}
          onChange={(event) => {
            const value = event.target.value;
            run(() => setTextStyle(editor, value === 'paragraph' ? 'paragraph' : (Number(value) as TextStyle)));
          }}
          {...tool(t('tip', { name: t('textStyle'), shortcut: typed('#–######') }))}
        >
          {style === undefined && <option value="">{t('other')}</option>}
          <option value="paragraph">{t('paragraph')}</option>
          {[1, 2, 3, 4, 5, 6].map((level) => (
            <option key={level} value={level}>
              {t('heading', { count: level })}
            </option>
          ))}
        </select>
        {separator('marks')}
        {MARKS.map(({ mark, icon, key }) =>
          button(t(mark), icon, isMarkActive(editor, mark), () => run(() => toggleMark(editor, mark)), {
            shortcut: key && `${ctrl}${key}`,
            keys: key && `Control+${key} Meta+${key}`,
          }),
        )}
        {button(t('link'), LinkIcon, Boolean(activeLink(editor)) || panel === 'link', () => open('link'), {
          'aria-expanded': panel === 'link',
        })}
        {separator('blocks')}
        {button(t('bulletedList'), List, kind === 'list-unordered', () => run(() => toggleList(editor, 'unordered')), {
          shortcut: typed('-'),
        })}
        {button(t('numberedList'), ListOrdered, kind === 'list-ordered', () => run(() => toggleList(editor, 'ordered')), {
          shortcut: typed('1.'),
        })}
        {button(t('quote'), TextQuote, kind === 'quote', () => run(() => toggleBlock(editor, 'quote')), { shortcut: typed('>') })}
        {button(t('codeBlock'), SquareCode, kind === 'code', () => run(() => toggleBlock(editor, 'code')))}
        {button(t('image'), ImageIcon, panel === 'image', () => open('image'), {
          'aria-expanded': panel === 'image',
          'aria-haspopup': 'dialog',
          ref: imageButton,
        })}
      </div>
      {tip && (
        <span className="toolbar-tip" aria-hidden="true" style={{ left: tip.left }}>
          {tip.text}
        </span>
      )}
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
