import { errorStatus, httpError, isStrapiError, unknownError } from './errors';

describe('Strapi errors (spec §8)', () => {
  it('recognises Strapi error bodies and nothing else', () => {
    const body = { data: null, error: { status: 400, name: 'ValidationError', message: 'Invalid identifier or password', details: {} } };
    expect(isStrapiError(body)).toBe(true);
    expect(isStrapiError({ data: {}, error: body.error })).toBe(false);
    expect(isStrapiError({ data: null, error: { status: '400', name: 'x', message: 'y' } })).toBe(false);
    expect(isStrapiError(new Error('boom'))).toBe(false);
    expect(isStrapiError(null)).toBe(false);
  });

  it('builds the no-answer error: data null, status 500, name UnknownError, the message and details', () => {
    const cause = new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });
    const error = unknownError(cause);
    expect(error).toEqual({
      data: null,
      error: { status: 500, name: 'UnknownError', message: 'fetch failed', details: { name: 'TypeError', code: 'ECONNREFUSED' } },
    });
    expect(isStrapiError(error)).toBe(true);
    expect(unknownError('plain').error.message).toBe('plain');
  });

  it('keeps the real status when an error body is not Strapi-shaped', () => {
    const error = httpError(502, 'Bad Gateway', '<html>');
    expect(errorStatus(error)).toBe(502);
    expect(error.error.name).toBe('ServerError');
    expect(httpError(404, '', null).error).toMatchObject({ status: 404, name: 'HttpError', message: 'HTTP 404' });
  });
});
