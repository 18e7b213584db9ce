import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './rich-text-editor.tsx';
import { normaliseLink } from './rich-text-link.ts';

// ProseMirror measures the selection to scroll it into view; jsdom's Range cannot measure.
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects ??= emptyRects;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
document.elementFromPoint ??= () => null;

function textbox() {
  return screen.getByRole('textbox', { name: 'Contract content' });
}

describe('RichTextEditor', () => {
  it('renders the value and a named toolbar', () => {
    render(
      <RichTextEditor
        aria-label="Contract content"
        value="<h2>Terms</h2><p>Hello <strong>there</strong></p>"
        onChange={() => {}}
      />,
    );
    expect(textbox().querySelector('h2')).toHaveTextContent('Terms');
    expect(textbox().querySelector('strong')).toHaveTextContent('there');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    for (const name of [
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Link',
      'Undo',
      'Redo',
    ]) {
      expect(toolbar.querySelector(`button[aria-label="${name}"]`)).not.toBeNull();
    }
    expect(screen.getByRole('combobox', { name: 'Text style' })).toBeInTheDocument();
  });

  it('does not emit on mount', async () => {
    const onChange = vi.fn();
    render(
      <RichTextEditor
        aria-label="Contract content"
        value="<ul><li><p>a</p></li></ul>"
        onChange={onChange}
      />,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('emits HTML when a toolbar command changes the document', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <RichTextEditor aria-label="Contract content" value="<p>Hello</p>" onChange={onChange} />,
    );
    await user.click(screen.getByRole('button', { name: 'Quote' }));
    expect(onChange).toHaveBeenLastCalledWith('<blockquote><p>Hello</p></blockquote>');
    expect(screen.getByRole('button', { name: 'Quote' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onChange).toHaveBeenLastCalledWith('<p>Hello</p>');
    await user.click(screen.getByRole('button', { name: 'Numbered list' }));
    expect(onChange).toHaveBeenLastCalledWith('<ol><li><p>Hello</p></li></ol>');
  });

  it('offers headings 1 to 5', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <RichTextEditor aria-label="Contract content" value="<p>Title</p>" onChange={onChange} />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Text style' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Paragraph',
      'Heading 1',
      'Heading 2',
      'Heading 3',
      'Heading 4',
      'Heading 5',
    ]);
    await user.click(screen.getByTitle('Heading 3'));
    expect(onChange).toHaveBeenLastCalledWith('<h3>Title</h3>');
  });

  it('emits an empty string for an empty document', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RichTextEditor aria-label="Contract content" value="<h1></h1>" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(onChange).toHaveBeenCalled();
    await user.click(screen.getByRole('combobox', { name: 'Text style' }));
    await user.click((await screen.findAllByTitle('Paragraph')).at(-1)!);
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('follows a value changed from outside without echoing it back', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <RichTextEditor aria-label="Contract content" value="<p>One</p>" onChange={onChange} />,
    );
    rerender(
      <RichTextEditor aria-label="Contract content" value="<p>Two</p>" onChange={onChange} />,
    );
    await waitFor(() => expect(textbox()).toHaveTextContent('Two'));
    rerender(<RichTextEditor aria-label="Contract content" value="" onChange={onChange} />);
    await waitFor(() => expect(textbox()).toHaveTextContent(''));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('adds a link through the link popover', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RichTextEditor aria-label="Contract content" value="<p>Hi</p>" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await user.type(
      await screen.findByRole('textbox', { name: 'Link address' }),
      'example.com{Enter}',
    );
    expect(onChange).toHaveBeenLastCalledWith(
      expect.stringContaining(
        '<a target="_blank" rel="noopener noreferrer" href="https://example.com">example.com</a>',
      ),
    );
  });
});

describe('normaliseLink', () => {
  it('adds a scheme and refuses unsafe ones', () => {
    expect(normaliseLink('example.com/a')).toBe('https://example.com/a');
    expect(normaliseLink('http://example.com')).toBe('http://example.com');
    expect(normaliseLink('me@example.com')).toBe('mailto:me@example.com');
    expect(normaliseLink('mailto:me@example.com')).toBe('mailto:me@example.com');
    expect(normaliseLink('javascript:alert(1)')).toBeUndefined();
    expect(normaliseLink('data:text/html,x')).toBeUndefined();
    expect(normaliseLink('  ')).toBeUndefined();
  });
});
