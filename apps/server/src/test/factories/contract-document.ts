// A signed contract as the PDF renderer takes it: a photography agreement of about five pages in
// the editor's rich text, signed by a client (drawn signature, by email link) and the
// photographer (typed signature, countersigned in the app).
import sharp from 'sharp';
import { contractContentSha256 } from '../../modules/contracts/contract-pdf.ts';
import type {
  ContractPdfInput,
  ContractSigner,
} from '../../modules/contracts/contract-pdf-input.ts';

const CLAUSES = [
  [
    'Scope of the engagement',
    '<p>The Photographer agrees to photograph the Client’s <strong>family portrait session</strong> on the date and at the location named in the booking, for the length of time of the package chosen. Coverage starts at the agreed time; time lost to a late start by the Client is not made up at the end.</p>',
  ],
  [
    'Fees, retainer and payment',
    '<p>The Client pays the fee of the package and of any add-ons chosen. A <em>non-refundable retainer</em> of 30% reserves the date; it is credited to the fee. The balance is due <strong>seven days before</strong> the session.</p><ul><li><p>Payments are made by card through the booking page.</p></li><li><p>An invoice is issued for every payment.</p></li><li><p>Late balances may <s>incur a fee</s> cause the session to be released.</p></li></ul>',
  ],
  [
    'Rescheduling and cancellation',
    '<p>The Client may move the session once, free of charge, with at least 72 hours’ notice, to a date the Photographer has free within six months. A cancellation by the Client forfeits the retainer. If the Photographer must cancel, every payment is refunded in full and the Photographer will try to recommend another photographer of similar style.</p><ol><li><p>Notice is given in writing, by email.</p></li><li><p>Weather that makes an outdoor session unsafe allows moving it without counting as the one free move.</p><ol><li><p>The Photographer decides on the day.</p></li></ol></li><li><p>Illness of either party is treated as weather.</p></li></ol>',
  ],
  [
    'Image delivery',
    '<p>The Photographer selects and edits the images in their own style and delivers at least <strong>forty edited images</strong> through an online gallery within four weeks. Unedited files are not delivered. Read the gallery guide at <a href="https://example.com/gallery-guide">example.com/gallery-guide</a>.</p>',
  ],
  [
    'Copyright and usage',
    '<p>The Photographer keeps the copyright of every image. The Client receives a personal licence to print and share the images, for non-commercial use, with credit where practical. The Photographer may use a selection of images in a portfolio, on a website and on social media, unless the Client opts out in writing before the session.</p><blockquote><p>Commercial use, including the sale of images or their use in advertising, needs a separate written licence.</p></blockquote>',
  ],
  [
    'Liability',
    '<p>Should images be lost or damaged through equipment failure or events beyond the Photographer’s control, the Photographer’s liability is limited to refunding the fees paid. The Photographer carries backup equipment and stores images in two places until delivery.</p>',
  ],
  [
    'Conduct and safety',
    '<p>Both parties treat each other with respect. The Photographer may end a session, without refund, where their safety or the safety of others is at risk. Guests who are not part of the session are asked not to photograph over the Photographer’s shoulder.</p>',
  ],
  [
    'Entire agreement',
    '<p>This agreement, with the booking it belongs to, is the whole agreement between the parties; it replaces anything said or written before. A change is valid only in writing signed by both parties. If a clause is found unenforceable the rest stays in force. This agreement is governed by the law of the place where the Photographer’s business is registered: Zoë Ægir-Łukasiewicz, Kraków.</p>',
  ],
] as const;

/** The agreement's rich text; `rounds` times the eight clauses (two make five pages). */
export function sampleContractHtml(rounds = 2): string {
  const parts = [
    '<p>This agreement is made between the Photographer and the Client named below.</p>',
  ];
  let number = 0;
  for (let round = 0; round < rounds; round += 1) {
    for (const [heading, body] of CLAUSES) {
      number += 1;
      parts.push(`<h2>${number}. ${heading}</h2>${body}`);
      parts.push(
        '<p>For the avoidance of doubt, the parties confirm that they have read this clause, had the chance to ask questions about it and understand how it applies to the session, including where the booking page describes the package in other words.</p>',
      );
    }
  }
  return parts.join('');
}

/** A pad drawing as signature_pad exports it: black strokes on a transparent PNG. */
export async function drawnSignatureDataUrl(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="160"><path d="M20 120 C 60 20, 90 20, 110 110 S 160 150, 190 60 S 260 20, 280 120 C 300 150, 340 40, 380 90 S 470 130, 580 70" fill="none" stroke="#000" stroke-width="5" stroke-linecap="round"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

export async function sampleContractInput(
  overrides: Partial<ContractPdfInput> = {},
): Promise<ContractPdfInput> {
  const contentHtml = overrides.contentHtml ?? sampleContractHtml();
  const contentSha256 = contractContentSha256(contentHtml);
  const client: ContractSigner = {
    role: 'Client',
    name: 'Amélie Dubois',
    email: 'amelie.dubois@example.com',
    signature: { kind: 'drawn', pngDataUrl: await drawnSignatureDataUrl() },
    ipAddress: '203.0.113.24',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    sentAt: new Date('2030-03-09T14:05:00Z'),
    viewedAt: new Date('2030-03-10T06:58:12Z'),
    consentedAt: new Date('2030-03-10T07:01:40Z'),
    signedAt: new Date('2030-03-10T07:02:03Z'),
    signedContentSha256: contentSha256,
  };
  const photographer: ContractSigner = {
    role: 'Photographer',
    name: 'Jonas Lindqvist',
    email: 'jonas@lindqvist-photo.example',
    signature: { kind: 'typed', name: 'Jonas Lindqvist' },
    ipAddress: '2001:db8:85a3::8a2e:370:7334',
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    sentAt: undefined,
    viewedAt: new Date('2030-03-10T15:20:00Z'),
    consentedAt: undefined,
    signedAt: new Date('2030-03-10T15:21:30Z'),
    signedContentSha256: contentSha256,
  };
  return {
    documentId: 'C7QK2M9X',
    title: 'Portrait Session Agreement',
    businessName: 'Lindqvist Photography',
    contentHtml,
    timeZone: 'America/New_York',
    signers: [client, photographer],
    completedAt: photographer.signedAt,
    productName: 'Studio',
    ...overrides,
  };
}
