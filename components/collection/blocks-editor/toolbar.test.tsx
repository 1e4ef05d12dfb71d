/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createEditor, Editor, Transforms, type Descendant } from 'slate';
import { withHistory } from 'slate-history';
import { Editable, Slate, withReact } from 'slate-react';
import { toBlocks, withBlocks } from './commands';
import { Toolbar } from './toolbar';
import type { EditorImage, ImagePicking } from './image-picking';
import { UiTextProvider } from '@/components/ui/ui-text';
import en from '@/messages/en.json';

/**
 * The Blocks editor's toolbar as a member uses it: the buttons say what is on (aria-pressed), Text
 * style turns a paragraph into a heading, the list buttons wrap and unwrap, Link refuses an unsafe
 * address with a message, and markdown shortcuts typed at the start of a paragraph make that block.
 */
const text = (value: string, marks: Record<string, boolean> = {}) => ({ type: 'text', text: value, ...marks });
const paragraph = (value: string) => ({ type: 'paragraph', children: [text(value)] });

function setup(initial: Descendant[] = [paragraph('Hello world')] as Descendant[], picking?: Partial<ImagePicking>) {
  const editor = withBlocks(withHistory(withReact(createEditor())));
  const onKnown = jest.fn();
  render(
    <UiTextProvider messages={{ BlocksEditor: en.BlocksEditor }}>
      <Slate editor={editor} initialValue={initial}>
        <Toolbar fieldId="content" picking={{ images: [], maxUploadBytes: 2 ** 20, ...picking }} onKnown={onKnown} />
        <Editable id="content" aria-label="Content" />
      </Slate>
    </UiTextProvider>,
  );
  /** Selects the first block's text from `from` to `to` (the whole of it by default). */
  const select = (from = 0, to?: number) =>
    act(() => {
      const end = to ?? Editor.string(editor, [0]).length;
      Transforms.select(editor, { anchor: { path: [0, 0], offset: from }, focus: { path: [0, 0], offset: end } });
    });
  return { editor, select, value: () => toBlocks(editor.children) };
}

const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');
/** Slate tells React of a change after the operations' microtask: let it render before looking. */
const settle = () => act(async () => {});
async function click(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
  await settle();
}

describe('marks', () => {
  it.each([
    ['Bold', 'bold'],
    ['Italic', 'italic'],
    ['Underline', 'underline'],
    ['Strikethrough', 'strikethrough'],
    ['Code', 'code'],
  ])('%s marks the selected text and shows as pressed; pressed again it comes off', async (name, mark) => {
    const { editor, select, value } = setup();
    select(6);
    expect(pressed(name)).toBe('false');
    await click(name);
    expect(value()).toEqual([{ type: 'paragraph', children: [text('Hello '), text('world', { [mark]: true })] }]);
    expect(pressed(name)).toBe('true');
    // "world" is a text node of its own now.
    act(() => Transforms.select(editor, { anchor: { path: [0, 1], offset: 0 }, focus: { path: [0, 1], offset: 5 } }));
    await click(name);
    expect(pressed(name)).toBe('false');
    expect(JSON.stringify(value())).not.toContain(`"${mark}":true`);
  });
});

describe('one row a keyboard walks', () => {
  const names = [
    'Bold',
    'Italic',
    'Underline',
    'Strikethrough',
    'Code',
    'Link',
    'Bulleted list',
    'Numbered list',
    'Quote',
    'Code block',
    'Image',
  ];

  it('names every icon button for screen readers, in order, and hides the icons themselves', () => {
    setup();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    expect([...toolbar.querySelectorAll('button')].map((button) => button.getAttribute('aria-label'))).toEqual(names);
    for (const icon of toolbar.querySelectorAll('svg')) expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-keyshortcuts', 'Control+B Meta+B');
    expect(screen.getByRole('button', { name: 'Quote' })).not.toHaveAttribute('aria-keyshortcuts');
  });

  it('is one tab stop: the arrow keys, Home and End move along it, and Tab comes back to where it was', () => {
    setup();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const stops = () => [...toolbar.querySelectorAll<HTMLElement>('button, select')].filter((item) => item.tabIndex === 0);
    const style = screen.getByRole('combobox', { name: 'Text style' });
    expect(stops()).toEqual([style]);
    act(() => style.focus());
    fireEvent.keyDown(style, { key: 'ArrowRight' });
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(screen.getByRole('button', { name: 'Image' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(style).toHaveFocus();
    fireEvent.keyDown(style, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(screen.getByRole('button', { name: 'Code block' })).toHaveFocus();
    expect(stops()).toEqual([screen.getByRole('button', { name: 'Code block' })]);
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(style).toHaveFocus();
  });

  it('shows a tip with the name and the shortcut while a button is focused or pointed at', () => {
    setup();
    const tip = () => document.querySelector('.toolbar-tip');
    act(() => screen.getByRole('button', { name: 'Bold' }).focus());
    expect(tip()).toHaveTextContent('Bold (Ctrl+B)');
    expect(tip()).toHaveAttribute('aria-hidden', 'true');
    act(() => screen.getByRole('button', { name: 'Bold' }).blur());
    expect(tip()).toBeNull();
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(tip()).toHaveTextContent("Bulleted list (type - at a line's start)");
    fireEvent.pointerLeave(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(tip()).toBeNull();
  });
});

describe('Text style', () => {
  it('offers Paragraph and Heading 1 to 6, and makes the block a heading of that level', async () => {
    const { select, value } = setup();
    select();
    const style = screen.getByRole('combobox', { name: 'Text style' });
    expect([...(style as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Paragraph',
      ...[1, 2, 3, 4, 5, 6].map((level) => `Heading ${level}`),
    ]);
    fireEvent.change(style, { target: { value: '3' } });
    await settle();
    expect(value()).toEqual([{ type: 'heading', level: 3, children: [text('Hello world')] }]);
    expect(style).toHaveValue('3');
    fireEvent.change(style, { target: { value: 'paragraph' } });
    expect(value()).toEqual([paragraph('Hello world')]);
  });
});

describe('lists', () => {
  it('Bulleted list wraps the paragraph in a list, Numbered list switches its format, pressed again it unwraps', async () => {
    const { select, value } = setup();
    select();
    await click('Bulleted list');
    expect(value()).toEqual([{ type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [text('Hello world')] }] }]);
    expect(pressed('Bulleted list')).toBe('true');
    await click('Numbered list');
    expect(value()).toEqual([{ type: 'list', format: 'ordered', children: [{ type: 'list-item', children: [text('Hello world')] }] }]);
    expect(pressed('Numbered list')).toBe('true');
    expect(pressed('Bulleted list')).toBe('false');
    await click('Numbered list');
    expect(value()).toEqual([paragraph('Hello world')]);
  });

  it('Quote and Code block make the block that, and back to a paragraph', async () => {
    const { select, value } = setup();
    select();
    await click('Quote');
    expect(value()).toEqual([{ type: 'quote', children: [text('Hello world')] }]);
    expect(pressed('Quote')).toBe('true');
    await click('Code block');
    expect(value()).toEqual([{ type: 'code', children: [text('Hello world')] }]);
    await click('Code block');
    expect(value()).toEqual([paragraph('Hello world')]);
  });
});

describe('Link', () => {
  it('refuses javascript: with a message beside the address, and links the selection with an https address', () => {
    const { select, value } = setup();
    select(6);
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByLabelText('Link address');
    expect(address).toHaveFocus();
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply link' }));
    expect(address).toHaveAccessibleDescription('Use an address that starts with https://, http://, mailto: or /.');
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(value()).toEqual([paragraph('Hello world')]);

    fireEvent.change(address, { target: { value: 'https://example.com/' } });
    fireEvent.keyDown(address, { key: 'Enter' });
    expect(screen.queryByLabelText('Link address')).not.toBeInTheDocument();
    expect(value()).toEqual([
      { type: 'paragraph', children: [text('Hello '), { type: 'link', url: 'https://example.com/', children: [text('world')] }, text('')] },
    ]);
  });
});

describe('markdown shortcuts', () => {
  it.each([
    ['# ', { type: 'heading', level: 1, children: [text('')] }],
    ['### ', { type: 'heading', level: 3, children: [text('')] }],
    ['- ', { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [text('')] }] }],
    ['1. ', { type: 'list', format: 'ordered', children: [{ type: 'list-item', children: [text('')] }] }],
    ['> ', { type: 'quote', children: [text('')] }],
  ])('"%s" typed at the start of a paragraph makes it that block', (typed, block) => {
    const { editor, value } = setup([paragraph('')] as Descendant[]);
    act(() => {
      Transforms.select(editor, { path: [0, 0], offset: 0 });
      for (const character of typed) editor.insertText(character);
    });
    expect(value()).toEqual([block]);
  });

  it('is only a shortcut at the start of a paragraph: "a # " stays text', () => {
    const { editor, value } = setup([paragraph('')] as Descendant[]);
    act(() => {
      Transforms.select(editor, { path: [0, 0], offset: 0 });
      for (const character of 'a # ') editor.insertText(character);
    });
    expect(value()).toEqual([paragraph('a # ')]);
  });
});

describe('Image', () => {
  const image: EditorImage = {
    id: 7,
    name: 'bay.png',
    url: '/uploads/bay_1.png',
    previewUrl: 'http://strapi.test/uploads/bay_1.png',
    alternativeText: 'The bay',
    file: {
      name: 'bay.png',
      url: '/uploads/bay_1.png',
      alternativeText: 'The bay',
      caption: null,
      width: 10,
      height: 5,
      hash: 'bay_1',
      ext: '.png',
      mime: 'image/png',
      size: 0.2,
      provider: 'local',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
  };

  it('opens a dialog that takes focus, lists the member’s own images by alt text, and inserts the file whole', async () => {
    const list = jest.fn().mockResolvedValue({ ok: true, images: [image] });
    const { select, value } = setup(undefined, { library: { list, upload: jest.fn() } });
    select();
    fireEvent.click(screen.getByRole('button', { name: 'Image' }));
    const dialog = screen.getByRole('dialog', { name: 'Insert an image' });
    expect(dialog).toHaveFocus();
    fireEvent.click(await screen.findByRole('button', { name: 'The bay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(value()).toEqual([paragraph('Hello world'), { type: 'image', image: image.file, children: [text('')] }]);
  });

  it('closes on Escape and gives focus back to the Image button', async () => {
    const list = jest.fn().mockResolvedValue({ ok: false, message: 'This site does not list your earlier uploads.' });
    setup(undefined, { library: { list, upload: jest.fn() }, images: [image] });
    fireEvent.click(screen.getByRole('button', { name: 'Image' }));
    // The uploads cannot be listed: it says so, and offers the entry's own images.
    expect(await screen.findByText('This site does not list your earlier uploads.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'The bay' })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Insert an image' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Image' })).toHaveFocus();
  });

  it('shows why an upload was refused, and keeps the dialog open', async () => {
    const upload = jest.fn().mockResolvedValue({ ok: false, message: '"page.png" is a HTML file. You can upload JPEG, PNG files.' });
    setup(undefined, { library: { list: jest.fn().mockResolvedValue({ ok: true, images: [] }), upload } });
    fireEvent.click(screen.getByRole('button', { name: 'Image' }));
    const file = new File(['<html>'], 'page.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Upload a new image'), { target: { files: [file] } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Upload and insert' }));
    });
    expect(upload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent('"page.png" is a HTML file. You can upload JPEG, PNG files.');
    expect(screen.getByRole('dialog', { name: 'Insert an image' })).toBeInTheDocument();
  });

  it('refuses a file over the upload limit before sending it', async () => {
    const upload = jest.fn();
    setup(undefined, { library: { list: jest.fn().mockResolvedValue({ ok: true, images: [] }), upload }, maxUploadBytes: 4 });
    fireEvent.click(screen.getByRole('button', { name: 'Image' }));
    fireEvent.change(screen.getByLabelText('Upload a new image'), {
      target: { files: [new File(['0123456789'], 'big.png', { type: 'image/png' })] },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Upload and insert' }));
    });
    expect(upload).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('"big.png" is 0.0 MB; one upload can send at most 0.0 MB.');
  });
});
