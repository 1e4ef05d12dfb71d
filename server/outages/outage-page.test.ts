import { readFileSync } from 'node:fs';
import path from 'node:path';
import { outagePage, type OutageWords } from './outage-page.mjs';

const words: OutageWords = {
  downTitle: 'Service unavailable',
  downBody: 'The content service is not answering.',
  slowTitle: 'Service too slow',
  slowBody: 'The content service is too slow.',
  retry: 'Try again',
  retryIn: '(in about {seconds} seconds)',
  error: 'Error {status}',
};

/** What `pattern`'s first group matched in `text`, or a failure naming what was missing. */
const found = (pattern: RegExp, text: string, what: string): string => {
  const group = pattern.exec(text)?.[1];
  if (group === undefined) throw new Error(`no ${what}`);
  return group;
};

const page = outagePage('down', 5, { lang: 'en', words });
const style = found(/<style>([\s\S]*?)<\/style>/, page.html, '<style> in the outage page');

/** A block's custom properties, by name. */
const declarations = (block: string) =>
  new Map(
    block
      .split(';')
      .map((line) => line.trim())
      .filter((line) => line.startsWith('--'))
      .map((line) => {
        const colon = line.indexOf(':');
        const value = line.slice(colon + 1).replace(/\s+/g, ' ');
        return [line.slice(0, colon).trim(), value.trim()] as const;
      }),
  );

/** The token blocks: the light :root, and the dark scheme's :root inside its media query. */
const DARK = /@media \(prefers-color-scheme: dark\) \{\s*:root \{([^}]*)\}\s*\}/;
const LIGHT = /:root \{([^}]*)\}/;
const lightTokens = (css: string) => declarations(found(LIGHT, css.replace(DARK, ''), 'light :root block'));
const darkTokens = (css: string) => declarations(found(DARK, css, 'dark scheme media query'));
/** The page's own rules: the style without its token blocks. */
const ownRules = (css: string) => css.replace(DARK, '').replace(LIGHT, '');

const COLOUR_FUNCTION = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i;

describe('outagePage', () => {
  it('answers 503 while Strapi is down and 504 while it is too slow', () => {
    expect(page.status).toBe(503);
    expect(outagePage('slow', 5, { lang: 'en', words }).status).toBe(504);
  });

  it('styles its own rules with the design tokens only: no colour written into them', () => {
    const rules = ownRules(style);
    expect(rules).toContain('var(--paper)');
    expect(rules).not.toMatch(COLOUR_FUNCTION);
    // A named colour (white, navy…) in a colour-taking property: once the tokens, lengths and the
    // keywords that are not colours are taken out, nothing may be left.
    const colourTaking = /(?:^|[{;])\s*((?:color|background|background-color|border[\w-]*|outline[\w-]*|box-shadow))\s*:\s*([^;}]*)/g;
    const leftOver = [...rules.matchAll(colourTaking)]
      .map(([, property, value]) => [
        property,
        (value ?? '')
          .replace(/var\(--[\w-]+\)/g, '')
          .replace(/-?\d*\.?\d+(?:px|rem|em|%)?/g, '')
          .replace(/\b(?:solid|dashed|none|transparent|currentcolor|inherit)\b/gi, '')
          .trim(),
      ])
      .filter(([, rest]) => rest !== '');
    expect(leftOver).toEqual([]);
  });

  it('names only tokens the tokens define', () => {
    const defined = lightTokens(style);
    const used = [...ownRules(style).matchAll(/var\((--[\w-]+)\)/g)].map(([, name]) => name ?? '');
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((name) => !defined.has(name))).toEqual([]);
  });

  it('carries the dark scheme, chosen by the visitor’s setting without a script', () => {
    expect(page.html).not.toContain('<script');
    expect(style).toMatch(/color-scheme: light dark/);
    const light = lightTokens(style);
    const dark = darkTokens(style);
    for (const name of ['--ink', '--paper', '--wash', '--accent', '--line']) {
      expect(dark.get(name)).toBeDefined();
      expect(dark.get(name)).not.toBe(light.get(name));
    }
  });

  it('inlines the app’s own tokens, so a change to them reaches this page too', () => {
    const file = readFileSync(path.join(__dirname, '../../app/tokens.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    expect(lightTokens(style)).toEqual(lightTokens(file));
    expect(darkTokens(style)).toEqual(darkTokens(file));
  });

  it('writes the words as text, never as markup', () => {
    const html = outagePage('down', 5, { lang: 'en"><script>', words: { ...words, downTitle: '<b>Down</b>' } }).html;
    expect(html).toContain('<h1>&#60;b&#62;Down&#60;/b&#62;</h1>');
    expect(html).toContain('<html lang="en&#34;&#62;&#60;script&#62;">');
  });
});
