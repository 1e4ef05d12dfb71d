/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { OwnerActions } from '@/components/collection/owner-actions';
import { MemberName } from '@/components/layout/member-name';
import { hiddenOwnerActions, MEMBER_SLOT, memberSlot, shownOwnerActions } from '@/server/shared/contract.mjs';

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

describe('the owner controls', () => {
  it('come hidden on a shared page, in the markup the page server looks for', () => {
    expect(renderToString(<OwnerActions ownerId={7}>Edit</OwnerActions>)).toContain(hiddenOwnerActions(7));
  });

  it('show for the member named in the header, and only for them', () => {
    document.body.innerHTML = `<header>${memberSlot({ id: 7, username: 'ada' })}</header><main></main>`;
    const main = document.querySelector('main')!;
    render(
      <>
        <OwnerActions ownerId={7}>
          <button type="button">Edit mine</button>
        </OwnerActions>
        <OwnerActions ownerId={8}>
          <button type="button">Edit theirs</button>
        </OwnerActions>
      </>,
      { container: main },
    );
    expect(screen.getByRole('button', { name: 'Edit mine' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edit theirs' })).toBeNull();
    expect(main.innerHTML).toContain(shownOwnerActions(7));
  });

  it('follow the server’s decision when it knows the viewer', () => {
    expect(
      renderToString(
        <OwnerActions ownerId={7} mine>
          Edit
        </OwnerActions>,
      ),
    ).toContain(`${shownOwnerActions(7)}>`);
  });
});
