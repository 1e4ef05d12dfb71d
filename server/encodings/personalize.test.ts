import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { hiddenOwnerActions, MEMBER_SLOT } from '../shared/contract.mjs';
import { compressPage, pageParts } from './compressed-page.mjs';
import { filledSlot, holeLength, MEMBER_SLOT_BYTES, memberFills, memberHoles, withLongName } from './personalize.mjs';

const stored = [
  '<html><body><header><a href="/account"><span class="visually-hidden">Account: </span>',
  MEMBER_SLOT,
  '</a></header><main><p>data-owner-id=&quot;7&quot; hidden is text</p>',
  '<div class="owner-actions" data-owner-id="7" hidden="">Edit</div>',
  '<div class="owner-actions" data-owner-id="8" hidden="">Edit</div>',
  '</main></body></html>',
].join('');

/** The page a member gets, through the stored, compressed page: as gzip and brotli decode it. */
async function answer(member: { id: number; username: string } | null) {
  const { fixed, holes } = memberHoles(stored);
  const page = await compressPage(
    fixed,
    holes.map((hole) => ({ length: holeLength(hole) })),
  );
  const fills = memberFills(holes, member)!;
  const identity = Buffer.concat(pageParts(page, fills, 'identity')).toString();
  expect(gunzipSync(Buffer.concat(pageParts(page, fills, 'gzip'))).toString()).toBe(identity);
  expect(brotliDecompressSync(Buffer.concat(pageParts(page, fills, 'br'))).toString()).toBe(identity);
  return identity;
}

describe('a members’ page made one member’s own', () => {
  it('cuts the page at the name slot and at each owner’s hidden controls only', () => {
    const { fixed, holes } = memberHoles(stored);
    expect(holes).toEqual([{ kind: 'member' }, { kind: 'owner', ownerId: 7 }, { kind: 'owner', ownerId: 8 }]);
    expect(fixed.join('')).not.toContain('hidden=""');
    expect(fixed.join('')).toContain('data-owner-id=&quot;7&quot; hidden is text');
  });

  it('names the member and shows the controls of their own entries only', async () => {
    const html = await answer({ id: 7, username: 'ada' });
    expect(html).toMatch(/<span class="member-name" data-member-slot="" data-member-id="7" *>ada<\/span>/);
    expect(html).toMatch(/<div class="owner-actions" data-owner-id="7" *>Edit<\/div>/);
    expect(html).toContain(hiddenOwnerActions(8));
    expect(html).not.toContain(hiddenOwnerActions(7));
  });

  it('gives another member their own name and controls from the same stored page', async () => {
    const html = await answer({ id: 8, username: 'grace' });
    expect(html).toMatch(/data-member-id="8" *>grace<\/span>/);
    expect(html).not.toContain('ada');
    expect(html).toContain(hiddenOwnerActions(7));
    expect(html).not.toContain(hiddenOwnerActions(8));
  });

  it('escapes a name that looks like markup', async () => {
    const html = await answer({ id: 9, username: '<img src=x onerror=alert(1)>"&' });
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('>&lt;img src=x onerror=alert(1)&gt;&quot;&amp;</span>');
  });

  it('fills every hole with exactly its length, and says when a name does not fit', () => {
    const { holes } = memberHoles(stored);
    const fills = memberFills(holes, { id: 12345, username: 'é'.repeat(40) })!;
    fills.forEach((fill, index) => expect(fill.length).toBe(holeLength(holes[index]!)));
    expect(Buffer.byteLength(filledSlot({ id: 1, username: 'x' })!)).toBe(MEMBER_SLOT_BYTES);
    expect(memberFills(holes, { id: 1, username: 'x'.repeat(MEMBER_SLOT_BYTES) })).toBeNull();
  });
});

describe('a name longer than its slot', () => {
  it('is written escaped into the empty slot, replacement patterns and markup as plain text', async () => {
    const html = await answer({ id: 7, username: '' });
    const username = `$&$\`<script>${'x'.repeat(MEMBER_SLOT_BYTES)}`;
    expect(filledSlot({ id: 7, username })).toBeNull();
    const named = withLongName(html, { id: 7, username });
    expect(named).toContain(`data-member-id="7">$&amp;$\`&lt;script&gt;${'x'.repeat(MEMBER_SLOT_BYTES)}</span>`);
    expect(named).not.toContain('<script>');
    // Nothing else on the page changes.
    expect(named.replace(/<span class="member-name"[^]*?<\/span>/, '')).toBe(html.replace(/<span class="member-name"[^]*?<\/span>/, ''));
  });
});
