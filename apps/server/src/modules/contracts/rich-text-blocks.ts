// A contract's rich text (the editor's HTML, cleaned by platform/sanitize.ts) as the blocks a
// PDF lays out: headings, paragraphs and list items, each a line of styled runs.
import { Parser } from 'htmlparser2';
import { sanitizeRichText } from '../../platform/sanitize.ts';

export type TextRun = {
  text: string;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
  href: string | undefined;
};

export type TextBlock = {
  kind: 'heading' | 'paragraph' | 'item';
  /** 1 to 5 for a heading. */
  level: number;
  /** The bullet or number of a list item's first paragraph; '' for its later paragraphs. */
  marker: string;
  /** How many lists the block is in. */
  listDepth: number;
  /** How many quotes the block is in. */
  quoteDepth: number;
  runs: TextRun[];
};

type List = { isOrdered: boolean; count: number };

type StyleKey = 'bold' | 'italic' | 'underline' | 'strike';

const STYLE_TAGS: Record<string, StyleKey> = {
  strong: 'bold',
  b: 'bold',
  em: 'italic',
  i: 'italic',
  u: 'underline',
  s: 'strike',
};

const BULLETS = ['•', '◦', '▪'];

/**
 * The blocks of `html`, cleaned first: the document shows exactly what the editor's allow-list
 * lets through, whatever was stored. Whitespace collapses as in a browser.
 */
export function richTextBlocks(html: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  const lists: List[] = [];
  const styles: Array<{ tag: string; key: StyleKey }> = [];
  const links: string[] = [];
  let quoteDepth = 0;
  let current: TextBlock | undefined;
  // The marker the next paragraph of the open list item takes (cleared once used).
  let pendingMarker: string | undefined;

  const style = () => {
    const active = new Set(styles.map((entry) => entry.key));
    return {
      bold: active.has('bold'),
      italic: active.has('italic'),
      underline: active.has('underline'),
      strike: active.has('strike'),
      href: links.at(-1),
    };
  };
  const finish = () => {
    if (current) {
      trimRuns(current.runs);
      if (current.runs.length > 0) blocks.push(current);
    }
    current = undefined;
  };
  const start = (kind: TextBlock['kind'], level = 0) => {
    finish();
    const inItem = kind !== 'heading' && pendingMarker !== undefined;
    current = {
      kind: inItem ? 'item' : kind,
      level,
      marker: inItem ? pendingMarker! : '',
      listDepth: lists.length,
      quoteDepth,
      runs: [],
    };
    if (inItem) pendingMarker = '';
  };
  const addRun = (text: string) => {
    const block = current!;
    const last = block.runs.at(-1);
    const runStyle = style();
    if (last && sameStyle(last, runStyle)) last.text += text;
    else block.runs.push({ text, ...runStyle });
  };
  const append = (text: string) => {
    if (!current) {
      if (!text.trim()) return;
      start('paragraph');
    }
    const last = current!.runs.at(-1);
    const collapsed = text.replace(/[\t\n\f\r ]+/g, ' ');
    // A space after a space (across tags) or at the start of a line adds nothing.
    const startsLine = !last || last.text.endsWith('\n') || last.text.endsWith(' ');
    const added = startsLine ? collapsed.replace(/^ /, '') : collapsed;
    if (added) addRun(added);
  };
  const lineBreak = () => {
    if (!current) start('paragraph');
    const last = current!.runs.at(-1);
    if (last) last.text = last.text.replace(/ +$/, '');
    addRun('\n');
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (/^h[1-5]$/.test(name)) start('heading', Number(name[1]));
        else if (name === 'p') start('paragraph');
        else if (name === 'ul' || name === 'ol') {
          finish();
          lists.push({ isOrdered: name === 'ol', count: 0 });
        } else if (name === 'li') {
          finish();
          const list = lists.at(-1);
          if (list) list.count += 1;
          pendingMarker = !list
            ? BULLETS[0]
            : list.isOrdered
              ? `${list.count}.`
              : BULLETS[(lists.length - 1) % BULLETS.length];
        } else if (name === 'blockquote') {
          finish();
          quoteDepth += 1;
        } else if (name === 'br') lineBreak();
        else if (name === 'a') links.push(attributes.href ?? '');
        else {
          const key = STYLE_TAGS[name];
          if (key) styles.push({ tag: name, key });
        }
      },
      ontext(text) {
        append(text);
      },
      onclosetag(name) {
        if (/^h[1-5]$/.test(name) || name === 'p') finish();
        else if (name === 'ul' || name === 'ol') {
          finish();
          lists.pop();
          pendingMarker = undefined;
        } else if (name === 'li') {
          finish();
          pendingMarker = undefined;
        } else if (name === 'blockquote') {
          finish();
          quoteDepth = Math.max(0, quoteDepth - 1);
        } else if (name === 'a') links.pop();
        else if (STYLE_TAGS[name]) {
          const index = styles.findLastIndex((entry) => entry.tag === name);
          if (index >= 0) styles.splice(index, 1);
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(sanitizeRichText(html));
  parser.end();
  finish();
  return blocks;
}

function sameStyle(run: TextRun, style: Omit<TextRun, 'text'>): boolean {
  return (
    run.bold === style.bold &&
    run.italic === style.italic &&
    run.underline === style.underline &&
    run.strike === style.strike &&
    run.href === style.href
  );
}

/** Drops the spaces and line breaks a block ends with, and runs left empty. */
function trimRuns(runs: TextRun[]): void {
  while (runs.length > 0) {
    const last = runs.at(-1)!;
    last.text = last.text.replace(/[ \n]+$/, '');
    if (last.text) break;
    runs.pop();
  }
}
