import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  isBlankRichText,
  richTextPlainText,
  ZListContractTemplatesQuery,
  ZReorderServiceContractsRequest,
  ZSaveContractTemplateRequest,
} from './requests.ts';

function errorsOf(schema: z.ZodType, value: unknown): Array<[string, string]> {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('ZSaveContractTemplateRequest', () => {
  it('accepts a name and content, private off by default', () => {
    expect(
      ZSaveContractTemplateRequest.parse({ name: ' Model release ', content: '<p>x</p>' }),
    ).toEqual({ name: 'Model release', content: '<p>x</p>', isPrivate: false });
  });

  it('requires the name and the content with the exact messages', () => {
    expect(errorsOf(ZSaveContractTemplateRequest, {})).toEqual([
      ['name', 'This field cannot be left blank'],
      ['content', 'This field cannot be left blank'],
    ]);
    expect(
      errorsOf(ZSaveContractTemplateRequest, { name: '   ', content: '<p> &nbsp;<br></p>' }),
    ).toEqual([
      ['name', 'This field cannot be left blank'],
      ['content', 'This field cannot be left blank'],
    ]);
  });

  it('limits the name to 512 characters', () => {
    expect(errorsOf(ZSaveContractTemplateRequest, { name: 'a'.repeat(512), content: 'x' })).toEqual(
      [],
    );
    expect(errorsOf(ZSaveContractTemplateRequest, { name: 'a'.repeat(513), content: 'x' })).toEqual(
      [['name', 'The name must be less than 512 characters']],
    );
  });
});

describe('rich text blankness', () => {
  it('sees through tags and entities', () => {
    expect(isBlankRichText('')).toBe(true);
    expect(isBlankRichText('<p></p><h2> </h2><ul><li><p>&nbsp;</p></li></ul>')).toBe(true);
    expect(isBlankRichText('<script>alert(1)</script>')).toBe(true);
    expect(isBlankRichText('<p>a</p>')).toBe(false);
    expect(richTextPlainText('<h1>Terms</h1><p>1 &lt; 2 &amp; more</p>')).toBe(
      'Terms 1 < 2 & more',
    );
  });
});

describe('query and order schemas', () => {
  it('pages by 50 and reads isPrivate from the query string', () => {
    expect(ZListContractTemplatesQuery.parse({})).toEqual({ page: 1, size: 50 });
    expect(ZListContractTemplatesQuery.parse({ isPrivate: 'true', page: '2' })).toMatchObject({
      isPrivate: true,
      page: 2,
    });
  });

  it('refuses a repeated id in an order', () => {
    const id = '6b1f4c5e-8a56-4b8e-9d3c-0f6a1d2b3c4d';
    expect(errorsOf(ZReorderServiceContractsRequest, { contractTemplateIds: [id, id] })).toEqual([
      ['contractTemplateIds', 'Each contract can be attached to a service only once'],
    ]);
  });
});
