/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemberName } from '@/components/layout/member-name';
import { MEMBER_SLOT, memberSlot } from '@/server/shared/contract.mjs';

/**
 * The page server edits HTML that React rendered: these prove that the strings it looks for are
 * the ones React writes, and that what it writes is what React renders for that member.
 */
describe('the member slot', () => {
  it('is what React renders on a page shared by all members', () => {
    expect(renderToString(<MemberName />)).toBe(MEMBER_SLOT);
  });

  it('filled in, is what React renders for that member', () => {
    const name = `ada & <co> "quoted" 'n' stuff`;
    expect(renderToString(<MemberName member={{ id: 42, username: name }} />)).toBe(memberSlot({ id: 42, username: name }));
  });

  it('is read back in the browser, so hydration sees the same name', () => {
    document.body.innerHTML = `<header>${memberSlot({ id: 42, username: 'ada' })}</header><main></main>`;
    const main = document.querySelector('main')!;
    render(<MemberName />, { container: main });
    expect(main.textContent).toBe('ada');
  });
});
