// The branded frame every email to a client is sent in: the business's logo (or name) on its
// colour, the content on white, the business's contact line below. Written in MJML, which
// compiles to the table layout that Outlook's Word engine renders and that stacks on a phone.
//
// Compiling MJML takes milliseconds, far more than filling a template, so the frame is compiled
// once per brand (logo, colour, name, contact line) with markers where the subject and content go,
// and kept; an email then costs two string replacements. A brand change makes a new key.
import { textColorOn } from '@studio/shared/color';
import { escapeHtml } from '../../platform/mail/escape-html.ts';

export type Brand = {
  name: string;
  /** An absolute address, or null: the name is shown instead. */
  logoUrl: string | null;
  /** '#RRGGBB'. */
  color: string;
  email: string | null;
  phone: string | null;
  website: string | null;
};

const SUBJECT_SLOT = 'STUDIO_EMAIL_SUBJECT_SLOT';
const CONTENT_SLOT = 'STUDIO_EMAIL_CONTENT_SLOT';
const PREVIEW_SLOT = 'STUDIO_EMAIL_PREVIEW_SLOT';

/** Frames kept; a process serves few brands at once, so this bounds memory and rarely evicts. */
const CACHE_SIZE = 500;
const frames = new Map<string, Promise<string>>();

function attribute(value: string): string {
  return escapeHtml(value);
}

function mjmlOf(brand: Brand): string {
  const color = /^#[0-9a-f]{6}$/i.test(brand.color) ? brand.color : '#2F5D50';
  const onColor = textColorOn(color);
  const header = brand.logoUrl
    ? `<mj-image src="${attribute(brand.logoUrl)}" alt="${attribute(brand.name)}" width="180px" align="center" padding="0" />`
    : `<mj-text align="center" color="${onColor}" font-size="22px" font-weight="700" padding="0">${escapeHtml(brand.name)}</mj-text>`;
  const contact = [brand.email, brand.phone, brand.website]
    .filter((part): part is string => Boolean(part))
    .map(escapeHtml)
    .join(' &#183; ');
  return `<mjml>
  <mj-head>
    <mj-title>${SUBJECT_SLOT}</mj-title>
    <mj-preview>${PREVIEW_SLOT}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Helvetica, Arial, sans-serif" />
      <mj-text font-size="16px" line-height="1.6" color="#1f2933" />
    </mj-attributes>
    <mj-style>
      .content p { margin: 0 0 16px; }
      .content h1, .content h2, .content h3, .content h4, .content h5 { margin: 24px 0 8px; line-height: 1.3; }
      .content ul, .content ol { margin: 0 0 16px; padding-left: 24px; }
      .content blockquote { margin: 0 0 16px; padding-left: 12px; border-left: 3px solid ${color}; color: #52606d; }
      .content a { color: ${color}; }
    </mj-style>
  </mj-head>
  <mj-body background-color="#f4f5f7" width="600px">
    <mj-section background-color="${color}" padding="24px">
      <mj-column>${header}</mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="32px 24px">
      <mj-column>
        <mj-text css-class="content" padding="0">${CONTENT_SLOT}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section padding="16px 24px">
      <mj-column>
        <mj-text align="center" font-size="12px" line-height="1.5" color="#6b7280" padding="0">
          <strong>${escapeHtml(brand.name)}</strong>${contact ? `<br />${contact}` : ''}
        </mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

async function compileFrame(brand: Brand): Promise<string> {
  // Loaded on the first email, not at start: importing MJML takes about a second.
  const { default: mjml2html } = await import('mjml');
  const result = await mjml2html(mjmlOf(brand), { validationLevel: 'strict', keepComments: false });
  for (const slot of [SUBJECT_SLOT, CONTENT_SLOT, PREVIEW_SLOT]) {
    if (!result.html.includes(slot)) throw new Error(`the email frame lost its ${slot}`);
  }
  return result.html;
}

function frameOf(brand: Brand): Promise<string> {
  const key = JSON.stringify(brand);
  const cached = frames.get(key);
  if (cached) return cached;
  const compiled = compileFrame(brand);
  // A failed compile is not kept: the next email tries again.
  compiled.catch(() => frames.delete(key));
  if (frames.size >= CACHE_SIZE) {
    const oldest = frames.keys().next().value;
    if (oldest !== undefined) frames.delete(oldest);
  }
  frames.set(key, compiled);
  return compiled;
}

/** The whole HTML document of an email: the frame around the filled content. */
export async function brandedHtml(
  brand: Brand,
  body: { subject: string; html: string; text: string },
): Promise<string> {
  const frame = await frameOf(brand);
  const preview = body.text.replace(/\s+/g, ' ').slice(0, 140);
  // Function replacements: a '$' in the content is not a replacement pattern.
  return frame
    .replace(SUBJECT_SLOT, () => escapeHtml(body.subject))
    .replace(PREVIEW_SLOT, () => escapeHtml(preview))
    .replace(CONTENT_SLOT, () => body.html);
}

/** The text part: the content's text and the business's signature line. */
export function brandedText(brand: Brand, text: string): string {
  const contact = [brand.email, brand.phone, brand.website].filter(Boolean).join(' · ');
  return `${text}\n\n--\n${brand.name}${contact ? `\n${contact}` : ''}\n`;
}
