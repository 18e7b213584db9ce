// A page's content as the editor (Puck) stores it: { root: { props }, content: [{ type, props }] }.
// Checked block by block against each block's schema, with messages that name the block.
import { z } from 'zod';
import {
  blocks,
  blockTypes,
  isBlockType,
  type BlockDefinition,
  type SiteScript,
} from './blocks.tsx';

export const ZPageRootProps = z.object({
  /** The search engines' summary of the page (meta description). */
  description: z
    .string()
    .trim()
    .max(160, 'Page description must be at most 160 characters')
    .default(''),
});

/** The shape Puck stores; each block's props are checked separately (validatePageData). */
export const ZPageData = z.object({
  root: z.object({ props: z.record(z.string(), z.unknown()).default({}) }).default({ props: {} }),
  content: z
    .array(
      z.object({
        type: z.string().max(40),
        props: z.record(z.string(), z.unknown()),
      }),
    )
    .max(100, 'A page holds at most 100 blocks'),
});
export type TPageData = {
  root: { props: z.infer<typeof ZPageRootProps> };
  content: { type: string; props: Record<string, unknown> & { id: string } }[];
};

export const emptyPage: TPageData = { root: { props: { description: '' } }, content: [] };

export type PageDataIssue = { field: string; message: string };

const ZBlockId = z.string().min(1).max(100);

/**
 * The page with every block's props parsed by its schema (unknown keys dropped, texts trimmed), or
 * the issues found, each naming the block ("Hero block 2: Heading must be at most 120 characters").
 */
export function validatePageData(
  input: unknown,
): { data: TPageData; issues?: never } | { issues: PageDataIssue[]; data?: never } {
  const shape = ZPageData.safeParse(input);
  if (!shape.success) {
    return {
      issues: shape.error.issues.map((issue) => ({
        field: ['data', ...issue.path].join('.'),
        message: issue.message,
      })),
    };
  }
  const issues: PageDataIssue[] = [];
  const root = ZPageRootProps.safeParse(shape.data.root.props);
  if (!root.success) {
    for (const issue of root.error.issues) {
      issues.push({ field: ['data', 'root', ...issue.path].join('.'), message: issue.message });
    }
  }
  const content: TPageData['content'] = [];
  shape.data.content.forEach((block, index) => {
    const where = `data.content.${index}`;
    if (!isBlockType(block.type)) {
      issues.push({
        field: `${where}.type`,
        message: `Block ${index + 1} is of an unknown type '${block.type}' (known: ${blockTypes.join(', ')})`,
      });
      return;
    }
    const definition = blocks[block.type];
    const id = ZBlockId.safeParse(block.props.id);
    const props = definition.schema.safeParse(block.props);
    if (!props.success) {
      for (const issue of props.error.issues) {
        issues.push({
          field: [where, 'props', ...issue.path].join('.'),
          message: `${definition.label} block ${index + 1}: ${issue.message}`,
        });
      }
      return;
    }
    content.push({
      type: block.type,
      props: { ...props.data, id: id.success ? id.data : `${block.type}-${index + 1}` },
    });
  });
  if (issues.length > 0 || !root.success) return { issues };
  return { data: { root: { props: root.data }, content } };
}

/** The value with the rich text at `path` ('content', or 'items[].answer') passed through clean. */
function cleanAt(value: unknown, path: string, clean: (html: string) => string): unknown {
  const [head = '', ...rest] = path.split('[].');
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  const inner = record[head];
  if (rest.length === 0) {
    return typeof inner === 'string' ? { ...record, [head]: clean(inner) } : record;
  }
  if (!Array.isArray(inner)) return record;
  const tail = rest.join('[].');
  return { ...record, [head]: inner.map((item) => cleanAt(item, tail, clean)) };
}

/** The page with every rich-text prop passed through `clean` (the server's sanitiser). */
export function cleanRichText(data: TPageData, clean: (html: string) => string): TPageData {
  return {
    ...data,
    content: data.content.map((block) => {
      if (!isBlockType(block.type)) return block;
      const keys = blocks[block.type].richTextProps as string[];
      if (keys.length === 0) return block;
      let props = block.props;
      for (const key of keys) props = cleanAt(props, key, clean) as typeof block.props;
      return { ...block, props };
    }),
  };
}

/** The scripts the page's blocks need on the published site (none for most pages). */
export function scriptsOf(data: TPageData): SiteScript[] {
  const needed = new Set<SiteScript>();
  for (const block of data.content) {
    if (!isBlockType(block.type)) continue;
    const definition: BlockDefinition = blocks[block.type];
    for (const script of definition.scripts ?? []) needed.add(script);
  }
  return [...needed];
}

/**
 * Stored page data read for rendering: the blocks that still pass their schema, in order. A block
 * a newer or older version wrote differently is left out instead of breaking the whole page.
 */
export function readablePageData(input: unknown): TPageData {
  const whole = validatePageData(input);
  if (whole.data) return whole.data;
  const shape = ZPageData.safeParse(input);
  if (!shape.success) return emptyPage;
  const content = shape.data.content.flatMap((block) => {
    const single = validatePageData({ root: { props: {} }, content: [block] });
    return single.data ? single.data.content : [];
  });
  const root = ZPageRootProps.safeParse(shape.data.root.props);
  return { root: { props: root.success ? root.data : { description: '' } }, content };
}
