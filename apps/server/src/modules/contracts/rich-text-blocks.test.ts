import { describe, expect, it } from 'vitest';
import { richTextBlocks } from './rich-text-blocks.ts';

const plain = { bold: false, italic: false, underline: false, strike: false, href: undefined };

describe('richTextBlocks', () => {
  it('reads headings, paragraphs and styled runs, collapsing whitespace as a browser does', () => {
    const blocks = richTextBlocks(
      '<h2>1. Fees</h2>\n<p>The  fee is <strong>due <em>now</em></strong>,\n see <a href="https://example.com/terms" target="_blank">the terms</a>.<br>Thank&nbsp;you &amp; welcome</p>',
    );
    expect(blocks.map((block) => [block.kind, block.level])).toEqual([
      ['heading', 2],
      ['paragraph', 0],
    ]);
    expect(blocks[0]!.runs).toEqual([{ text: '1. Fees', ...plain }]);
    expect(blocks[1]!.runs).toEqual([
      { text: 'The fee is ', ...plain },
      { text: 'due ', ...plain, bold: true },
      { text: 'now', ...plain, bold: true, italic: true },
      { text: ', see ', ...plain },
      { text: 'the terms', ...plain, href: 'https://example.com/terms' },
      { text: '.\nThank\u00a0you & welcome', ...plain },
    ]);
  });

  it('numbers ordered lists, marks bullets by depth and keeps a list item paragraph with its marker', () => {
    const blocks = richTextBlocks(
      '<ol><li><p>First</p><p>More of the first</p></li><li><p>Second</p><ul><li><p>Inner</p></li></ul></li></ol><ul><li>Loose</li></ul>',
    );
    expect(
      blocks.map(({ kind, marker, listDepth, runs }) => [kind, marker, listDepth, runs[0]!.text]),
    ).toEqual([
      ['item', '1.', 1, 'First'],
      ['item', '', 1, 'More of the first'],
      ['item', '2.', 1, 'Second'],
      ['item', '◦', 2, 'Inner'],
      ['item', '•', 1, 'Loose'],
    ]);
  });

  it('lays out only what the editor allows: scripts, styles and unsafe links are gone', () => {
    const blocks = richTextBlocks(
      '<blockquote><p>Quoted</p></blockquote><script>alert(1)</script><p><a href="javascript:alert(1)">click</a><img src="x" onerror="alert(1)"></p>',
    );
    expect(blocks.map(({ kind, quoteDepth, runs }) => [kind, quoteDepth, runs])).toEqual([
      ['paragraph', 1, [{ text: 'Quoted', ...plain }]],
      ['paragraph', 0, [{ text: 'click', ...plain }]],
    ]);
  });
});
