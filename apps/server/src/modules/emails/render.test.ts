import { describe, expect, it } from 'vitest';
import {
  KNOWN_EMPTY,
  placeholders,
  type TPlaceholderValues,
} from '@studio/shared/emails/placeholders';
import { sanitizeRichText } from '../../platform/sanitize.ts';
import { fillContentHtml, renderBody } from './render.ts';
import { brandedHtml, brandedText } from './layout.ts';

/** A value for every placeholder, each naming its key so a test sees which went where. */
function everyValue(): TPlaceholderValues {
  const values: Record<string, string | string[]> = {};
  for (const entry of placeholders) {
    if (entry.kind === 'LIST') values[entry.key] = [`${entry.key} one`, `${entry.key} two`];
    else if (entry.kind === 'LINK') values[entry.key] = `https://example.com/${entry.key}`;
    else values[entry.key] = `value of ${entry.key}`;
  }
  return values as TPlaceholderValues;
}

describe('renderBody', () => {
  it('fills every placeholder of the catalogue, in subject, HTML and text', () => {
    const content = placeholders.map((entry) => `<p>${entry.label}: ${entry.token}</p>`).join('');
    const subjectTokens = placeholders
      .filter((entry) => entry.kind === 'TEXT')
      .map((entry) => entry.token)
      .join(' ');
    const body = renderBody({ subject: subjectTokens, content }, everyValue());
    for (const entry of placeholders) {
      expect(body.html).not.toContain(entry.token);
      expect(body.text).not.toContain(entry.token);
      if (entry.kind === 'TEXT') {
        expect(body.html).toContain(`value of ${entry.key}`);
        expect(body.subject).toContain(`value of ${entry.key}`);
      }
      if (entry.kind === 'LINK')
        expect(body.html).toContain(
          `<a href="https://example.com/${entry.key}">https://example.com/${entry.key}</a>`,
        );
      if (entry.kind === 'LIST') {
        expect(body.html).toContain(`${entry.key} one<br>${entry.key} two`);
        expect(body.text).toContain(`${entry.key} one\n${entry.key} two`);
      }
    }
  });

  it('shows four dashes for a missing, empty or blank value, and leaves unknown brackets', () => {
    const body = renderBody(
      {
        subject: '[Shoot Date] for [Client First Name] [Not a placeholder]',
        content:
          '<p>[Shoot Date] [Add-on List] [Package Name] [Booking Manage Link] [Not a placeholder]</p>',
      },
      { clientFirstName: 'Ana', addonList: [], packageName: '   ', shootDate: null },
    );
    expect(body.subject).toBe('---- for Ana [Not a placeholder]');
    expect(body.html).toBe('<p>---- ---- ---- ---- [Not a placeholder]</p>');
    expect(body.text).toBe('---- ---- ---- ---- [Not a placeholder]');
  });

  it('shows nothing for a value known to be empty, and leaves out the line that holds only it', () => {
    const content = sanitizeRichText(
      '<p>[Pending Questions Note]</p><ul><li><strong>Time:</strong> [Shoot Time]</li>' +
        '<li><strong>Your time:</strong> [Shoot Time Client Zone]</li></ul>' +
        '<ul><li><p><strong>Your time:</strong> [Shoot Time Client Zone]</p></li></ul>' +
        '<p>Before [Pending Questions Note] after</p>',
    );
    const body = renderBody(
      { subject: 'Hi[Shoot Time Client Zone]', content },
      {
        shootTime: '9:30 AM',
        shootTimeClientZone: KNOWN_EMPTY,
        pendingQuestionsNote: KNOWN_EMPTY,
      },
    );
    expect(body.subject).toBe('Hi');
    expect(body.html).toBe(
      '<ul><li><strong>Time:</strong> 9:30 AM</li></ul><ul></ul><p>Before  after</p>',
    );
    expect(body.text).not.toContain('----');
    expect(body.text).not.toContain('Your time');
  });

  it('keeps those lines when the values say something; a note links its address', () => {
    const body = renderBody(
      {
        subject: 'x',
        content:
          '<p>[Pending Questions Note]</p><ul><li><strong>Your time:</strong> [Shoot Time Client Zone]</li></ul>',
      },
      {
        shootTimeClientZone: '3:30 AM to 4:30 AM (America/New_York)',
        pendingQuestionsNote: 'Questions wait <here>: https://studio.test/booking/O1.sig?a=1&b=2',
      },
    );
    expect(body.html).toBe(
      '<p>Questions wait &lt;here&gt;: <a href="https://studio.test/booking/O1.sig?a=1&amp;b=2">https://studio.test/booking/O1.sig?a=1&amp;b=2</a></p>' +
        '<ul><li><strong>Your time:</strong> 3:30 AM to 4:30 AM (America/New_York)</li></ul>',
    );
    expect(body.text).toContain(
      'Questions wait <here>: https://studio.test/booking/O1.sig?a=1&b=2',
    );
  });

  it('escapes values where they land: markup in a value is text, never HTML', () => {
    const body = renderBody(
      { subject: 'Hi [Client Full Name]', content: '<p>Hi [Client Full Name]</p>' },
      { clientFullName: '<img src=x onerror=alert(1)> & "Co"' },
    );
    expect(body.html).toBe('<p>Hi &lt;img src=x onerror=alert(1)&gt; &amp; &quot;Co&quot;</p>');
    expect(body.subject).toBe('Hi <img src=x onerror=alert(1)> & "Co"');
    expect(body.text).toBe('Hi <img src=x onerror=alert(1)> & "Co"');
  });

  it('gives a link made around a token its address, and unwraps it when there is none', () => {
    const content = sanitizeRichText(
      '<p><a href="[Booking Manage Link]" target="_blank">Manage your booking</a> and ' +
        '<a href="%5BContract%20Link%5D">sign here</a> or <a href="https://example.com/x">x</a></p>',
    );
    const html = fillContentHtml(content, {
      bookingManageLink: 'https://studio.test/booking/O1.sig?a=1&b=2',
      contractLink: null,
    });
    expect(html).toContain(
      '<a href="https://studio.test/booking/O1.sig?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">Manage your booking</a>',
    );
    expect(html).toContain(' and sign here or ');
    expect(html).toContain('<a href="https://example.com/x" rel="noopener noreferrer">x</a>');
  });

  it('never turns a value that is not a web address into a link', () => {
    const html = fillContentHtml('<p>[Business Website]</p>', {
      businessWebsite: 'javascript:alert(1)',
    });
    expect(html).toBe('<p>javascript:alert(1)</p>');
  });
});

describe('the branded frame', () => {
  const brand = {
    name: 'Light & Co',
    logoUrl: 'https://studio.test/uploads/logo/a.png',
    color: '#224466',
    email: 'hello@light.test',
    phone: '+1 555 0100',
    website: null,
  };

  it('puts the content in a table layout with the logo, colour, title and contact line', async () => {
    const html = await brandedHtml(brand, {
      subject: 'Dates & <times>',
      html: '<p>Hello $& $1 there</p>',
      text: 'Hello there',
    });
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('<title>Dates &amp; &lt;times&gt;</title>');
    expect(html).toContain('<p>Hello $& $1 there</p>');
    expect(html).toContain('src="https://studio.test/uploads/logo/a.png"');
    expect(html).toContain('#224466');
    expect(html).toContain('Light &amp; Co');
    expect(html).toContain('hello@light.test');
    // Outlook's engine lays out tables, and the frame stacks on narrow screens.
    expect(html).toContain('<table');
    expect(html).toContain('<!--[if mso | IE]>');
    expect(html).toContain('@media only screen and (min-width:480px)');
  });

  it('shows the name when there is no logo, and signs the text part', async () => {
    const html = await brandedHtml(
      { ...brand, logoUrl: null },
      { subject: 's', html: '<p>x</p>', text: 'x' },
    );
    expect(html).not.toContain('<img');
    expect(html).toContain('Light &amp; Co');
    expect(brandedText(brand, 'Body')).toBe(
      'Body\n\n--\nLight & Co\nhello@light.test · +1 555 0100\n',
    );
  });
});
