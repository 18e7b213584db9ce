import { describe, expect, it } from 'vitest';
import { richTextToPlainText, sanitizeRichText } from './sanitize.ts';

describe('sanitizeRichText', () => {
  it('keeps everything the editor produces', () => {
    const html =
      '<h1>Title</h1><h2>a</h2><h3>b</h3><h4>c</h4><h5>d</h5>' +
      '<p>Plain <strong>bold</strong> <b>b</b> <em>it</em> <i>i</i> <u>under</u> <s>strike</s><br>next</p>' +
      '<ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol>' +
      '<blockquote><p>quoted</p></blockquote><p><span>span</span></p>';
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('keeps safe links and forces rel', () => {
    expect(
      sanitizeRichText(
        '<a href="https://example.com/x?a=1&amp;b=2" target="_blank" rel="nofollow">x</a>',
      ),
    ).toBe(
      '<a href="https://example.com/x?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="http://example.com">x</a>')).toBe(
      '<a href="http://example.com" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:me@example.com">mail</a>')).toBe(
      '<a href="mailto:me@example.com" rel="noopener noreferrer">mail</a>',
    );
  });

  it('drops a target other than _blank', () => {
    expect(sanitizeRichText('<a href="https://a.example" target="evil">x</a>')).toBe(
      '<a href="https://a.example" rel="noopener noreferrer">x</a>',
    );
  });

  const payloads: Array<[string, string]> = [
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="alert(1)">hi</p>', '<p>hi</p>'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<svg onload=alert(1)><circle /></svg>', ''],
    ['<iframe src="https://evil.example"></iframe><p>after</p>', '<p>after</p>'],
    ['<a href="javascript:alert(1)">click</a>', 'click'],
    ['<a href="JaVaScRiPt:alert(1)">click</a>', 'click'],
    ['<a href="  javascript:alert(1)">click</a>', 'click'],
    ['<a href="jav&#x09;ascript:alert(1)">click</a>', 'click'],
    ['<a href="&#106;avascript:alert(1)">click</a>', 'click'],
    ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">d</a>', 'd'],
    ['<a href="vbscript:msgbox(1)">v</a>', 'v'],
    ['<a href="//evil.example">proto-relative</a>', 'proto-relative'],
    ['<p style="background:url(javascript:alert(1))">styled</p>', '<p>styled</p>'],
    ['<span style="color:red" class="x" id="y">s</span>', '<span>s</span>'],
    ['<style>p{color:red}</style><p>x</p>', '<p>x</p>'],
    ['<form action="https://evil.example"><input name="a"><button>go</button></form>', 'go'],
    ['<object data="x.swf"></object><embed src="x.swf">', ''],
    ['<math><mi xlink:href="javascript:alert(1)">m</mi></math>', 'm'],
    ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ''],
    ['<base href="https://evil.example/">', ''],
    [
      '<a href="https://ok.example" onmouseover="alert(1)">x</a>',
      '<a href="https://ok.example" rel="noopener noreferrer">x</a>',
    ],
    ['<h6>six</h6><table><tr><td>cell</td></tr></table>', 'sixcell'],
    ['<!-- <script>alert(1)</script> --><p>c</p>', '<p>c</p>'],
    ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['"><script>alert(1)</script>', '"&gt;'],
    ['<p>1 &lt; 2 &amp; <b>3</b></p>', '<p>1 &lt; 2 &amp; <b>3</b></p>'],
  ];

  it.each(payloads)('neutralises %s', (input, expected) => {
    const output = sanitizeRichText(input);
    expect(output).toBe(expected);
    expect(output).not.toMatch(/<script|javascript:|onerror|onload|onclick|style=/i);
  });
});

describe('richTextToPlainText', () => {
  it('strips tags and decodes entities', () => {
    expect(richTextToPlainText('<p>Hello&nbsp;<b>you</b> &amp; me</p><p></p>')).toBe(
      'Hello you & me',
    );
    expect(richTextToPlainText('<p></p><p> <br></p>')).toBe('');
    expect(richTextToPlainText('<script>x</script>')).toBe('');
  });
});
