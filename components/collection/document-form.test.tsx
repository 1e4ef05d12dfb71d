/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { formFields, type AutosaveState, type SaveState } from '@/lib/collections/form-fields';
import type { Attributes } from '@/lib/strapi/schema';
import { DocumentForm } from './document-form';
import { UiTextProvider } from '@/components/ui/ui-text';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';

const attributes: Attributes = {
  title: { type: 'string', required: true, maxLength: 12 },
  contact: { type: 'email' },
  summary: { type: 'text' },
  body: { type: 'richtext' },
  minutes: { type: 'integer', min: 1 },
  price: { type: 'decimal' },
  day: { type: 'date' },
  at: { type: 'datetime' },
  featured: { type: 'boolean' },
  level: { type: 'enumeration', enum: ['beginner', 'advanced'] },
  gallery: { type: 'media', multiple: true, required: true, allowedTypes: ['images'] },
  category: { type: 'relation', relation: 'manyToOne', target: 'api::category.category' },
  tags: { type: 'relation', relation: 'manyToMany', target: 'api::tag.tag' },
};
const fields = formFields(attributes, (uid) => (uid === 'api::tag.tag' ? 'tags' : 'categories'));

function renderForm(
  action = jest.fn(async (state: SaveState, _formData: FormData) => state),
  {
    draftAndPublish = false,
    published = false,
    catalog = en,
    locale = 'en',
    autosave,
    version,
  }: {
    draftAndPublish?: boolean;
    published?: boolean;
    catalog?: typeof en;
    locale?: string;
    autosave?: (data: FormData) => Promise<AutosaveState>;
    version?: string;
  } = {},
) {
  render(
    <UiTextProvider messages={{ DocumentForm: catalog.DocumentForm, FormRules: catalog.FormRules, BlocksEditor: catalog.BlocksEditor }}>
      <DocumentForm
        fields={fields}
        action={action}
        initialValues={{ title: 'Hello', featured: 'true', level: 'advanced', category: 'c1', tags: ['t2'], gallery__keep: ['7'] }}
        existingMedia={{ gallery: [{ id: 7, name: 'lagoon.png', url: 'https://cdn.example.com/lagoon.png', alt: 'A lagoon' }] }}
        relationOptions={{
          categories: [{ documentId: 'c1', label: 'Design' }],
          tags: [
            { documentId: 't1', label: 'One' },
            { documentId: 't2', label: 'Two' },
          ],
        }}
        submissionId="submission-1"
        submitLabel="Create"
        draftAndPublish={draftAndPublish}
        published={published}
        locale={locale}
        autosave={autosave}
        version={version}
      />
    </UiTextProvider>,
  );
  return action;
}

describe('DocumentForm', () => {
  it('gives every field kind its labelled input, filled from the values', () => {
    renderForm();
    expect(screen.getByLabelText('Title')).toHaveValue('Hello');
    expect(screen.getByLabelText('Contact (optional)')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Summary (optional)').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Body (optional)').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('button', { name: 'Preview' })).toBeInTheDocument();
    expect(screen.getByLabelText('Minutes (optional)')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Price (optional)')).toHaveAttribute('step', 'any');
    expect(screen.getByLabelText('Day (optional)')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('At (optional)')).toHaveAttribute('type', 'datetime-local');
    expect(screen.getByLabelText('Featured (optional)')).toBeChecked();
    expect(screen.getByLabelText('Level (optional)')).toHaveValue('advanced');
    expect(screen.getByLabelText('Gallery')).toHaveAttribute('accept', 'image/*');
    expect(screen.getByLabelText('Keep lagoon.png')).toBeChecked();
    expect(screen.getByLabelText('Keep lagoon.png')).toHaveAttribute('name', 'gallery__keep');
    expect(screen.getByLabelText('Category (optional)')).toHaveValue('c1');
    expect(screen.getByText('Up to 12 characters.')).toBeInTheDocument();
    expect(screen.getByText('At least 1.')).toBeInTheDocument();
    // Hints are read with their field, not only seen near it.
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Up to 12 characters.');
    expect(screen.getByLabelText('Minutes (optional)')).toHaveAccessibleDescription('At least 1.');
    expect(screen.getByLabelText('Summary (optional)')).not.toHaveAttribute('aria-describedby');
  });

  it('checks the schema’s rules before sending, marks and focuses the first problem and keeps what was typed', async () => {
    const action = renderForm();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'x'.repeat(13) } });
    fireEvent.change(screen.getByLabelText('Minutes (optional)'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Summary (optional)'), { target: { value: 'Kept summary' } });
    fireEvent.click(screen.getByLabelText('Keep lagoon.png'));
    await act(async () => fireEvent.submit(screen.getByRole('button', { name: 'Create' }).closest('form')!));

    expect(action).not.toHaveBeenCalled();
    expect(screen.getByText('Title can have at most 12 characters (now 13).')).toBeInTheDocument();
    expect(screen.getByText('Minutes must be at least 1.')).toBeInTheDocument();
    expect(screen.getByText('Gallery is required.')).toBeInTheDocument();
    expect(screen.getByText('Some fields need your attention.')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(
      'Up to 12 characters. Title can have at most 12 characters (now 13).',
    );
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByLabelText('Summary (optional)')).toHaveValue('Kept summary');
  });

  it('moves focus to the first field the server refused, and not before anything was sent', async () => {
    const refused: SaveState = {
      values: { title: 'Hello' },
      fieldErrors: { minutes: 'Minutes must be whole.' },
      message: 'Nothing was saved.',
    };
    renderForm(jest.fn(async (_state: SaveState, _formData: FormData) => refused));
    expect(document.body).toHaveFocus();
    const create = screen.getByRole('button', { name: 'Create' });
    create.focus();
    await act(async () => fireEvent.submit(create.closest('form')!));
    expect(screen.getByLabelText('Minutes (optional)')).toHaveFocus();
    expect(screen.getByLabelText('Minutes (optional)')).toHaveAccessibleDescription('At least 1. Minutes must be whole.');
  });

  it('sends a valid form to the action, kept media and relations included', async () => {
    const action = renderForm();
    await act(async () => fireEvent.submit(screen.getByRole('button', { name: 'Create' }).closest('form')!));
    expect(action).toHaveBeenCalledTimes(1);
    const sent = action.mock.calls[0]![1];
    expect(sent.get('submissionId')).toBe('submission-1');
    expect(sent.getAll('gallery__keep')).toEqual(['7']);
    expect(sent.getAll('tags')).toEqual(['t2']);
    expect(screen.queryByText(/is required/)).not.toBeInTheDocument();
  });

  it('offers Save draft and Publish on a type with Draft & Publish, and sends which one was pressed', async () => {
    const action = renderForm(undefined, { draftAndPublish: true });
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
    const saveDraft = screen.getByRole('button', { name: 'Save draft' });
    await act(async () => fireEvent.click(saveDraft));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Publish' })));
    expect(action.mock.calls.map(([, sent]) => sent.get('intent'))).toEqual(['draft', 'publish']);
  });

  it('on an entry readers already see, says Update and what it changes, and still sends publish', async () => {
    const action = renderForm(undefined, { draftAndPublish: true, published: true });
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(screen.getByText(/Readers see the published version: Update changes it now/)).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Update' })));
    expect(action.mock.calls.map(([, sent]) => sent.get('intent'))).toEqual(['publish']);
  });

  it('speaks the page’s language: French labels, hints, buttons and rule messages, counts read the French way', async () => {
    const action = renderForm(undefined, { draftAndPublish: true, catalog: fr, locale: 'fr' });
    expect(screen.getByLabelText('Summary (facultatif)').tagName).toBe('TEXTAREA');
    expect(screen.getByText('12 caractères au plus.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aperçu' })).toBeInTheDocument();
    expect(screen.getByLabelText('Garder lagoon.png')).toBeChecked();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'x'.repeat(13) } });
    fireEvent.change(screen.getByLabelText('Minutes (facultatif)'), { target: { value: '0' } });
    fireEvent.click(screen.getByLabelText('Garder lagoon.png'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Publier' })));

    expect(action).not.toHaveBeenCalled();
    expect(screen.getByText('Title peut avoir au plus 12 caractères (actuellement 13).')).toBeInTheDocument();
    expect(screen.getByText('Minutes doit valoir au moins 1.')).toBeInTheDocument();
    expect(screen.getByText('Gallery est obligatoire.')).toBeInTheDocument();
    expect(screen.getByText('Certains champs demandent votre attention.')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Enregistrer le brouillon' })).toBeInTheDocument();
  });
});

describe('a draft that saves itself', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const type = (label: string, value: string) => {
    const input = screen.getByLabelText(label);
    fireEvent.input(input, { target: { value } });
    fireEvent.change(input, { target: { value } });
  };
  /** The pause: what was typed goes to the site three seconds after the last key. */
  const pause = () => act(async () => void jest.advanceTimersByTime(3000));
  const sentValues = (autosave: jest.Mock) =>
    Object.fromEntries(
      [...(autosave.mock.calls.at(-1) as unknown as [FormData])[0].entries()].filter(([name]) => /^(title|intent|_)/.test(name)),
    );

  it('after a pause sends what was typed as a draft, never its files, and shows when; the saves after it update that draft', async () => {
    const autosave = jest.fn(async (): Promise<AutosaveState> => ({
      ok: true,
      documentId: 'd1',
      version: 'v2',
      editPath: '/articles/d1/edit',
      created: true,
    }));
    renderForm(undefined, { draftAndPublish: true, autosave });
    await pause();
    // Nothing typed, nothing sent.
    expect(autosave).not.toHaveBeenCalled();
    type('Title', 'Hello there');
    await act(async () => void jest.advanceTimersByTime(2900));
    expect(autosave).not.toHaveBeenCalled();
    await pause();
    expect(autosave).toHaveBeenCalledTimes(1);
    expect(sentValues(autosave)).toEqual({ title: 'Hello there', intent: 'draft' });
    const [sent] = autosave.mock.calls[0] as unknown as [FormData];
    expect(sent.getAll('gallery').filter((value) => typeof value !== 'string')).toEqual([]);
    expect(document.querySelector('.autosave-status')).toHaveTextContent(/^Draft saved \d\d:\d\d$/);
    expect(window.location.pathname).toBe('/articles/d1/edit');

    type('Title', 'Hello again');
    await pause();
    expect(autosave).toHaveBeenCalledTimes(2);
    expect(sentValues(autosave)).toEqual({ title: 'Hello again', intent: 'draft', _documentId: 'd1', _version: 'v2' });
  });

  it('says it in the page’s language', async () => {
    const autosave = jest.fn(async (): Promise<AutosaveState> => ({
      ok: true,
      documentId: 'd1',
      version: 'v2',
      editPath: '/fr/articles/d1/edit',
      created: false,
    }));
    renderForm(undefined, { draftAndPublish: true, autosave, catalog: fr, locale: 'fr' });
    type('Title', 'Bonjour');
    await pause();
    expect(document.querySelector('.autosave-status')).toHaveTextContent(/^Brouillon enregistré à \d\d:\d\d$/);
  });

  it('says what happened when it cannot save, and keeps every word in the form', async () => {
    const autosave = jest.fn(async (): Promise<AutosaveState> => ({ ok: false, incomplete: true }));
    renderForm(undefined, { draftAndPublish: true, autosave });
    type('Title', '');
    await pause();
    expect(document.querySelector('.autosave-status')).toHaveTextContent(
      'Kept in this browser: the draft is saved once the required fields are filled in.',
    );
    autosave.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    type('Title', 'Back');
    await pause();
    expect(document.querySelector('.autosave-status')).toHaveTextContent('The site did not answer: kept in this browser');
    expect(screen.getByLabelText('Title')).toHaveValue('Back');
  });

  it('a newer version saved elsewhere stops it, says so with a link to that version, and the next save replaces it', async () => {
    const autosave = jest.fn(async (): Promise<AutosaveState> => ({
      ok: false,
      message: en.SaveErrors.savedElsewhere,
      conflict: { at: '2026-12-04T12:04:00.000Z', newer: '/articles/d1?status=draft' },
    }));
    renderForm(undefined, { draftAndPublish: true, autosave, version: 'v1' });
    type('Title', 'Mine');
    await pause();
    expect(sentValues(autosave)).toMatchObject({ _version: 'v1' });
    expect(document.querySelector('.form-status')).toHaveTextContent(en.SaveErrors.savedElsewhere);
    expect(screen.getByRole('link', { name: 'Open it in a new tab' })).toHaveAttribute('href', '/articles/d1?status=draft');
    expect(document.querySelector('input[name="_overwrite"]')).toHaveValue('1');
    type('Title', 'Mine still');
    await pause();
    expect(autosave).toHaveBeenCalledTimes(1);
  });
});
