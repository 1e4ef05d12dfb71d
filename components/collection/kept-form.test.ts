/** @jest-environment jsdom */
import { createdKey, differsFrom, forget, forgetSent, formKey, keep, keptValues, markSent, readKept } from './kept-form';

describe('what a form keeps in the browser', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps what the member wrote, not the form’s machinery or the count of chosen files', () => {
    expect(
      keptValues({ title: 'Notes', submissionId: 'abc', intent: 'publish', cover__files: '1', $ACTION_ID_1: '', tags: ['a', 'b'] }),
    ).toEqual({
      title: 'Notes',
      tags: ['a', 'b'],
    });
  });

  it('reads back what it kept under its key alone, and forgets it', () => {
    keep('7:api::article.article:new:', { title: 'Notes', submissionId: 'abc' }, 1_700_000_000_000);
    expect(readKept('7:api::article.article:new:')).toEqual({ savedAt: 1_700_000_000_000, values: { title: 'Notes' } });
    expect(readKept('8:api::article.article:new:')).toBeNull();
    forget('7:api::article.article:new:');
    expect(readKept('7:api::article.article:new:')).toBeNull();
  });

  it('reads nothing from what is not its own record', () => {
    localStorage.setItem('portico.form:k', '{not json');
    expect(readKept('k')).toBeNull();
    localStorage.setItem('portico.form:k', JSON.stringify({ values: { title: 'x' } }));
    expect(readKept('k')).toBeNull();
  });

  it('tells what was kept from what the form shows, whatever the machinery', () => {
    const kept = { savedAt: 1, values: { title: 'Notes', body: '' } };
    expect(differsFrom(kept, { title: 'Notes', submissionId: 'new one' })).toBe(false);
    expect(differsFrom(kept, { title: 'Notes, revised' })).toBe(true);
    expect(differsFrom(kept, { title: 'Notes', level: 'advanced' })).toBe(true);
  });

  it('forgets what a save kept once its entry’s page is reached, and nothing when no save is on its way', () => {
    keep('a', { title: 'Sent' });
    keep('b', { title: 'Other' });
    markSent('a');
    forgetSent();
    expect(readKept('a')).toBeNull();
    expect(readKept('b')).not.toBeNull();
    markSent('b');
    markSent(null);
    forgetSent();
    expect(readKept('b')).not.toBeNull();
  });

  it('keys a form by member, type, entry and locale; a new entry’s key becomes its own once its draft exists', () => {
    expect(formKey(7, 'api::article.article', 'new', 'fr')).toBe('7:api::article.article:new:fr');
    expect(createdKey(formKey(7, 'api::article.article', 'new', 'fr'), 'abc123')).toBe('7:api::article.article:abc123:fr');
    expect(createdKey(formKey(7, 'api::article.article', 'new', ''), 'abc123')).toBe('7:api::article.article:abc123:');
  });

  it('keeps nothing of the form’s own bookkeeping: the draft it became, the version, a replace', () => {
    expect(keptValues({ title: 'Notes', _documentId: 'd1', _version: 'v1', _overwrite: '1' })).toEqual({ title: 'Notes' });
  });
});
