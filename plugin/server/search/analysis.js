'use strict';

// The language work of search. The index only splits on spaces: indexing and querying both pass through here to meet.

/** `@orama/stemmers` module by language subtag. */
const STEMMERS = {
  en: 'english',
  fr: 'french',
  de: 'german',
  es: 'spanish',
  it: 'italian',
  pt: 'portuguese',
  nl: 'dutch',
  sv: 'swedish',
  da: 'danish',
  no: 'norwegian',
  nb: 'norwegian',
  nn: 'norwegian',
  fi: 'finnish',
  ru: 'russian',
  uk: 'ukrainian',
  tr: 'turkish',
  ro: 'romanian',
  hu: 'hungarian',
  el: 'greek',
  ar: 'arabic',
  bg: 'bulgarian',
  lt: 'lithuanian',
  ga: 'irish',
  id: 'indonesian',
  ta: 'tamil',
  sr: 'serbian',
  hy: 'armenian',
  ne: 'nepali',
};

/** Articles and pronouns written onto the next word ("l’accessibilité"), which the segmenter keeps in it. */
const ELISIONS = {
  fr: /^(?:l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu|quoiqu)'(?=.)/,
  it: /^(?:l|d|c|s|m|t|v|n|un|dell|all|dall|nell|sull|coll|quell|quest|nessun)'(?=.)/,
  ca: /^(?:l|d|s|m|t|n)'(?=.)/,
};

// The stemmers match accented suffixes ("-ité", "-ção") a folded word has lost: these put back the unambiguous ones,
// so that a word typed without its accents gets the accented word's term.
const BEFORE_STEM = {
  // "-ções"/"-ção" → "-ção" (the stemmer knows it), and a plural "-ões"/"-ãos" → its singular "-ão".
  pt: (word) => {
    if (word.length < 4) return word;
    if (/c(?:oes|ao)$/.test(word)) return word.replace(/c(?:oes|ao)$/, 'ção');
    if (word.length >= 5 && /(?:oes|aos)$/.test(word)) return word.replace(/(?:oes|aos)$/, 'ão');
    return word.replace(/ao$/, 'ão');
  },
  es: (word) => (word.length >= 5 ? word.replace(/ion$/, 'ión') : word),
};
const AFTER_STEM = {
  // A folded "-ée", "-ées" leaves an "e" that only a second pass removes: "publiée" meets "publié".
  fr: (stem, stemmer) => (stem.endsWith('e') && stem.length > 2 ? stemmer(stem) : stem),
};

const MAX_TERM = 64;
const MAX_QUERY_WORDS = 12;

/** Letters without a decomposition that a searcher types as their plain forms. */
const LETTERS = { ß: 'ss', ı: 'i', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l' };
const LETTER = /[ßıæœøđł]/g;
// Marks on Latin, Greek, Cyrillic, Arabic and Hebrew letters; Cyrillic й, ў, ї are letters of their own, and
// marks elsewhere (Japanese dakuten, Indic vowel signs) change the word.
const MARKS = /([иу]\u0306|і\u0308)|(?<=[\p{sc=Latin}\p{sc=Greek}\p{sc=Cyrillic}\p{sc=Arabic}\p{sc=Hebrew}]\p{M}*)\p{Mn}/gu;
const APOSTROPHES = /[’‘ʼ＇`´]/g;

/** A lower-cased word without its accents, in compatibility form (full-width letters, ligatures). */
function fold(word) {
  return word
    .normalize('NFKD')
    .replace(MARKS, (mark, kept) => kept ?? '')
    .normalize('NFC')
    .replace(LETTER, (letter) => LETTERS[letter]);
}

const analyzers = new Map();

/** The segmenter and term of one Strapi locale, built once. */
function analyzer(locale) {
  const key = typeof locale === 'string' ? locale : '';
  let found = analyzers.get(key);
  if (!found) {
    found = createAnalyzer(key);
    analyzers.set(key, found);
  }
  return found;
}

function createAnalyzer(key) {
  let tag;
  try {
    tag = key ? Intl.getCanonicalLocales(key)[0] : undefined;
  } catch {
    tag = undefined;
  }
  const language = tag ? new Intl.Locale(tag).language : undefined;
  const stemmer = language ? loadStemmer(STEMMERS[language]) : null;
  const elision = ELISIONS[language];
  const beforeStem = BEFORE_STEM[language];
  const afterStem = AFTER_STEM[language];
  const segmenter = new Intl.Segmenter(tag, { granularity: 'word' });
  const lower = (word) => (tag ? word.toLocaleLowerCase(tag) : word.toLowerCase());
  const memo = new Map();

  const analyse = (word) => {
    let folded = fold(lower(word).replace(APOSTROPHES, "'"));
    if (elision) folded = folded.replace(elision, '');
    if (stemmer) {
      if (beforeStem) folded = beforeStem(folded);
      let stem = safeStem(stemmer, folded);
      if (afterStem) stem = afterStem(stem, (w) => safeStem(stemmer, w));
      folded = fold(stem);
    }
    // An apostrophe left inside ("don't", "aujourd'hui") is not typed by everyone.
    const term = folded.replace(/'/g, '');
    return term && (term.length <= MAX_TERM || Array.from(term).length <= MAX_TERM) ? term : null;
  };

  return {
    segmenter,
    lower,
    /** The term of one word-like segment, or null when it has none. */
    term(word) {
      let term = memo.get(word);
      if (term === undefined) {
        term = analyse(word);
        if (memo.size >= 20000) memo.clear();
        memo.set(word, term);
      }
      return term;
    },
  };
}

function loadStemmer(name) {
  if (!name) return null;
  try {
    return require(`@orama/stemmers/${name}`).stemmer;
  } catch {
    return null;
  }
}

function safeStem(stemmer, word) {
  try {
    const stem = stemmer(word);
    return typeof stem === 'string' && stem ? stem : word;
  } catch {
    return word;
  }
}

/** The word-like segments of `text`, with their offsets. */
function* words(segmenter, text) {
  for (const { segment, index, isWordLike } of segmenter.segment(text)) if (isWordLike) yield { segment, index };
}

/** The index terms of `text` in a Strapi locale (none: no language rules), in order and with repeats. */
function terms(text, locale) {
  if (typeof text !== 'string' || !text) return [];
  const { segmenter, term } = analyzer(locale);
  const found = [];
  for (const { segment } of words(segmenter, text)) {
    const t = term(segment);
    if (t) found.push(t);
  }
  return found;
}

/** The words of a search query, lower-cased as typed, with their terms: at most 12, one per term. */
function queryWords(query, locale) {
  if (typeof query !== 'string' || !query) return [];
  const { segmenter, lower, term } = analyzer(locale);
  const found = [];
  const seen = new Set();
  for (const { segment } of words(segmenter, query)) {
    const t = term(segment);
    if (!t || seen.has(t)) continue;
    seen.add(t);
    found.push({ word: lower(segment), term: t });
    if (found.length >= MAX_QUERY_WORDS) break;
  }
  return found;
}

/** How many edits a misspelt term may be from a known one: none under 3 characters, 1 up to 5, then 2. */
function distanceLimit(term) {
  if (typeof term !== 'string') return 0;
  const length = Array.from(term).length;
  return length < 3 ? 0 : length <= 5 ? 1 : 2;
}

/** Optimal-string-alignment distance of two code-point arrays, or `limit + 1` as soon as it must exceed `limit`. */
function distance(a, b, limit) {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before = null;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (before && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      current.push(d);
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length];
}

/** The candidate a misspelt `term` most likely meant: fewest edits within `limit`, then most frequent; or null. */
function closestTerm(term, candidates, limit = distanceLimit(term)) {
  if (typeof term !== 'string' || !term || !Array.isArray(candidates)) return null;
  const wanted = Array.from(term);
  let best = null;
  for (const candidate of candidates) {
    if (!candidate || typeof candidate.term !== 'string' || !candidate.term) continue;
    const count = Number(candidate.count) || 0;
    const d = candidate.term === term ? 0 : distance(wanted, Array.from(candidate.term), limit);
    if (d > limit) continue;
    if (!best || d < best.d || (d === best.d && (count > best.count || (count === best.count && candidate.term < best.term)))) {
      best = { term: candidate.term, count, d };
    }
  }
  return best ? best.term : null;
}

let markdown;

/** Text of a markdown value: the words a reader sees, without the markup or link addresses. */
function markdownText(value) {
  if (!markdown) {
    const MarkdownIt = require('markdown-it');
    markdown = new MarkdownIt({ html: false });
  }
  const parts = [];
  const inline = (tokens) => {
    let text = '';
    for (const token of tokens || []) {
      if (token.type === 'text' || token.type === 'code_inline') text += token.content;
      else if (token.type === 'softbreak' || token.type === 'hardbreak') text += ' ';
      else if (token.children) text += inline(token.children);
    }
    return text;
  };
  for (const token of markdown.parse(value, {})) {
    if (token.type === 'inline') parts.push(inline(token.children));
    else if (token.type === 'code_block' || token.type === 'fence') parts.push(token.content);
  }
  return parts.join(' ');
}

const INLINE_NODES = new Set(['text', 'link']);

/** Text of a Strapi Blocks value: every leaf's text, blocks apart; image alternative text included. */
function blocksText(value) {
  const walk = (node, depth) => {
    if (!node || typeof node !== 'object' || depth > 64) return '';
    if (node.type === 'text') return typeof node.text === 'string' ? node.text : '';
    const alt = node.type === 'image' && node.image && typeof node.image.alternativeText === 'string' ? node.image.alternativeText : '';
    if (!Array.isArray(node.children)) return alt;
    let text = alt;
    for (const child of node.children) {
      const inline = child && INLINE_NODES.has(child.type);
      text += inline ? walk(child, depth + 1) : ` ${walk(child, depth + 1)} `;
    }
    return text;
  };
  let nodes = value;
  if (typeof nodes === 'string') {
    try {
      nodes = JSON.parse(nodes);
    } catch {
      return '';
    }
  }
  if (!Array.isArray(nodes)) return '';
  return nodes.map((node) => walk(node, 0)).join(' ');
}

/** The plain text of a `string`, `text`, `richtext` or `blocks` value by its attribute; '' for anything else. */
function textOf(attribute, value) {
  const type = typeof attribute === 'string' ? attribute : attribute && attribute.type;
  try {
    let text = '';
    if (type === 'string' || type === 'text') text = typeof value === 'string' ? value : '';
    else if (type === 'richtext') text = typeof value === 'string' ? markdownText(value) : '';
    else if (type === 'blocks') text = blocksText(value);
    return text.replace(/\s+/g, ' ').trim();
  } catch {
    return '';
  }
}

const ELLIPSIS = '…';

/** About `maxChars` of `text` around the first wanted word, as plain-text segments with each wanted word marked. */
function snippet(text, locale, wanted, { maxChars = 180 } = {}) {
  if (typeof text !== 'string') return [];
  const flat = text.replace(/\s+/g, ' ').trim();
  if (!flat) return [];
  const want = wanted instanceof Set ? wanted : new Set(wanted || []);
  const max = Math.max(20, Math.floor(Number(maxChars)) || 180);
  const { segmenter, term } = analyzer(locale);

  // Segments up to a window past the first match (all of them when nothing matches).
  const segments = [];
  let first = -1;
  for (const { segment, index, isWordLike } of segmenter.segment(flat)) {
    if (first >= 0 && index >= segments[first].index + max) break;
    const marked = Boolean(isWordLike && want.size && want.has(term(segment)));
    segments.push({ segment, index, end: index + segment.length, isWordLike, marked });
    if (marked && first < 0) first = segments.length - 1;
  }

  // Start a little before the match, on a word, and earlier when the text ends inside the window.
  const wordStartFrom = (position) => segments.find((s) => s.isWordLike && s.index >= position);
  let start = 0;
  if (first >= 0) {
    const from = Math.min(segments[first].index - Math.floor(max / 4), flat.length - max);
    if (from > 0) start = wordStartFrom(from).index;
  }
  let end = flat.length;
  if (start + max < flat.length) {
    const limit = start + max;
    const last = segments.filter((s) => s.isWordLike && s.end <= limit && s.end > start).pop();
    end = last ? last.end : limit - (/[\uD800-\uDBFF]/.test(flat[limit - 1]) ? 1 : 0);
  }

  const out = [];
  const add = (part, mark) => {
    if (!part) return;
    const previous = out[out.length - 1];
    if (previous && !previous.mark && !mark) previous.text += part;
    else out.push({ text: part, mark });
  };
  if (start > 0) add(ELLIPSIS, false);
  for (const s of segments) {
    if (s.end <= start || s.index >= end) continue;
    add(flat.slice(Math.max(s.index, start), Math.min(s.end, end)), s.marked);
  }
  if (end < flat.length) add(ELLIPSIS, false);
  return out;
}

module.exports = { terms, queryWords, closestTerm, distanceLimit, textOf, snippet };
