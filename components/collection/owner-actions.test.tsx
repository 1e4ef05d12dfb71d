/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { OwnerActions } from './owner-actions';
import { hiddenOwnerActions, memberSlot, shownOwnerActions } from '@/server/shared/contract.mjs';

/** The page server shows a shared page's owner controls to their owner: the markup it looks for is React's. */
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
