import { renderToString } from 'react-dom/server';
import RegisterPage from './page';

describe('the registration page', () => {
  const configured = process.env.PASSWORD_MIN_LENGTH;
  afterEach(() => {
    if (configured === undefined) delete process.env.PASSWORD_MIN_LENGTH;
    else process.env.PASSWORD_MIN_LENGTH = configured;
  });

  it('states the password minimum the server is configured with', async () => {
    process.env.PASSWORD_MIN_LENGTH = '12';
    const html = renderToString(await RegisterPage({ searchParams: Promise.resolve({}) }));
    expect(html).toContain('At least 12 characters.');
  });

  it('states Strapi’s default of 8 when nothing is configured', async () => {
    delete process.env.PASSWORD_MIN_LENGTH;
    expect(renderToString(await RegisterPage({ searchParams: Promise.resolve({}) }))).toContain('At least 8 characters.');
  });
});
