/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { UiTextProvider } from '@/components/ui/ui-text';
import en from '@/messages/en.json';
import { MarkdownEditor } from './markdown-editor';

const editor = (
  <UiTextProvider messages={en}>
    <MarkdownEditor id="body" name="body" defaultValue="" invalid={false} />
  </UiTextProvider>
);

/** A member on a slow phone types before the page hydrates: hydration, and the render after it, keep the text. */
describe('MarkdownEditor', () => {
  it('keeps what was typed before hydration, and previews it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(editor);
    document.body.append(container);
    const area = container.querySelector('textarea')!;
    area.value = '## How to find it';
    await act(async () => {
      hydrateRoot(container, editor);
    });
    expect(container.querySelector('textarea')!.value).toBe('## How to find it');
    const preview = screen.getByRole('button', { name: 'Preview' });
    expect(preview).not.toBeDisabled();
    fireEvent.click(preview);
    expect(screen.queryByText('Nothing to preview yet.')).toBeNull();
  });
});
