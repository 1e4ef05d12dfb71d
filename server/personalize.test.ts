import { hiddenOwnerActions, MEMBER_SLOT, memberSlot } from './contract.mjs';
import { nonceOf, personalizeHtml, personalizePolicy } from './personalize.mjs';

const stored = [
  '<html><body><header><a href="/account"><span class="visually-hidden">Account: </span>',
  MEMBER_SLOT,
  '</a></header><main><p>nonce=&quot;N&quot; is text</p>',
  '<div class="owner-actions" data-owner-id="7" hidden="">Edit</div>',
  '<div class="owner-actions" data-owner-id="8" hidden="">Edit</div>',
  '<script nonce="STORED">self.__next_f.push([1,"{\\"nonce\\":\\"STORED\\"}"])</script></main></body></html>',
].join('');

describe('personalizeHtml', () => {
  it('puts this response’s nonce wherever the stored one was, and nowhere else', () => {
    const html = personalizeHtml(stored, { storedNonce: 'STORED', nonce: 'FRESH', member: null });
    expect(html).not.toContain('STORED');
    expect(html).toContain('<script nonce="FRESH">');
    expect(html).toContain('\\"nonce\\":\\"FRESH\\"');
    expect(html).toContain('nonce=&quot;N&quot; is text');
  });

  it('leaves a visitor’s page without a member and with every owner control hidden', () => {
    const html = personalizeHtml(stored, { storedNonce: 'STORED', nonce: 'FRESH', member: null });
    expect(html).toContain(MEMBER_SLOT);
    expect(html).toContain(hiddenOwnerActions(7));
    expect(html).toContain(hiddenOwnerActions(8));
  });

  it('names the member and shows the controls of their own entries only', () => {
    const html = personalizeHtml(stored, { storedNonce: 'STORED', nonce: 'FRESH', member: { id: 7, username: 'ada' } });
    expect(html).toContain('<span class="member-name" data-member-slot="" data-member-id="7">ada</span>');
    expect(html).toContain('<div class="owner-actions" data-owner-id="7">Edit</div>');
    expect(html).toContain(hiddenOwnerActions(8));
  });

  it('escapes a name that looks like markup', () => {
    const html = personalizeHtml(stored, {
      storedNonce: null,
      nonce: 'FRESH',
      member: { id: 9, username: '<img src=x onerror=alert(1)>"&' },
    });
    expect(html).toContain(memberSlot({ id: 9, username: '<img src=x onerror=alert(1)>"&' }));
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;&amp;</span>');
  });
});

describe('the policy header', () => {
  it('carries the fresh nonce', () => {
    const policy = "default-src 'self'; script-src 'self' 'nonce-STORED' 'strict-dynamic'";
    expect(personalizePolicy(policy, 'STORED', 'FRESH')).toBe("default-src 'self'; script-src 'self' 'nonce-FRESH' 'strict-dynamic'");
    expect(nonceOf(personalizePolicy(policy, 'STORED', 'FRESH'))).toBe('FRESH');
  });

  it('reads no nonce from a policy without one', () => {
    expect(nonceOf("default-src 'self'")).toBeNull();
    expect(nonceOf(null)).toBeNull();
  });
});
