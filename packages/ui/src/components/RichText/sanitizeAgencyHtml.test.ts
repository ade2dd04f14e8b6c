import DOMPurify from 'isomorphic-dompurify';
import { describe, expect, it } from 'vitest';
import { sanitizeAgencyHtml } from './sanitizeAgencyHtml.ts';

/** Agency HTML (About content, FAQ answers, policies: spec §2.4, §2.5, §2.7) is shown sanitised. */
describe('sanitizeAgencyHtml', () => {
  it('keeps the structure agency content uses', () => {
    const html =
      '<h2>Our story</h2><p>Since <strong>2009</strong>, <em>really</em>.</p>' +
      '<ul><li>Hotels</li></ul><ol><li>One</li></ol>' +
      '<table><thead><tr><th scope="col">Fare</th></tr></thead><tbody><tr><td>Basic</td></tr></tbody></table>' +
      '<p><a href="mailto:help@agency.example">write</a> <a href="tel:+13055550142">call</a> <a href="/faqs">FAQ</a></p>' +
      '<img src="/assets/horizon/about.svg" alt="Office">';
    expect(sanitizeAgencyHtml(html)).toBe(html);
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeAgencyHtml('')).toBe('');
    expect(sanitizeAgencyHtml(null)).toBe('');
    expect(sanitizeAgencyHtml(undefined)).toBe('');
  });

  it('removes script elements and their content', () => {
    const out = sanitizeAgencyHtml(
      '<p>Hi</p><script>alert(1)</script><SCRIPT src="//x.example/a.js"></SCRIPT>',
    );
    expect(out).toBe('<p>Hi</p>');
  });

  it('removes event handler attributes (img onerror, body onload, p onclick)', () => {
    const out = sanitizeAgencyHtml(
      '<img src="/a.png" onerror="alert(1)"><p onclick="alert(2)" onmouseover="alert(3)">x</p><body onload="alert(4)">',
    );
    expect(out).not.toMatch(/\bon[a-z]+=/i);
    expect(out).not.toContain('alert');
    expect(out).toContain('<img src="/a.png">');
  });

  it('drops an image whose source is not http(s) or relative', () => {
    expect(sanitizeAgencyHtml('<img src=x onerror=alert(1)>')).toBe('<img src="x">');
    expect(sanitizeAgencyHtml('<img src="javascript:alert(1)">')).toBe('');
    expect(sanitizeAgencyHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('');
    expect(sanitizeAgencyHtml('<img src="https://cdn.example/a.png" alt="">')).toBe(
      '<img src="https://cdn.example/a.png" alt="">',
    );
  });

  it('removes javascript:, vbscript: and data: links, however they are disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;avascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
    ]) {
      const out = sanitizeAgencyHtml(`<a href="${href}">x</a>`);
      expect(out, href).toBe('<a>x</a>');
    }
  });

  it('keeps only http, https, mailto, tel and relative links', () => {
    expect(sanitizeAgencyHtml('<a href="ftp://files.example/a">x</a>')).toBe('<a>x</a>');
    expect(sanitizeAgencyHtml('<a href="sms:+100">x</a>')).toBe('<a>x</a>');
    expect(sanitizeAgencyHtml('<a href="#top">x</a>')).toBe('<a href="#top">x</a>');
    expect(sanitizeAgencyHtml('<a href="terms.html">x</a>')).toBe('<a href="terms.html">x</a>');
  });

  it('adds rel="noopener noreferrer" to external links only', () => {
    expect(sanitizeAgencyHtml('<a href="https://partner.example/">x</a>')).toBe(
      '<a href="https://partner.example/" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeAgencyHtml('<a href="//partner.example/">x</a>')).toBe(
      '<a href="//partner.example/" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeAgencyHtml('<a href="/about">x</a>')).toBe('<a href="/about">x</a>');
  });

  it('replaces an agency rel and keeps target only when it is _blank', () => {
    expect(
      sanitizeAgencyHtml('<a href="https://partner.example/" rel="opener" target="_blank">x</a>'),
    ).toBe('<a href="https://partner.example/" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeAgencyHtml('<a href="/faqs" target="_top">x</a>')).toBe('<a href="/faqs">x</a>');
    expect(sanitizeAgencyHtml('<a href="/faqs" target="_blank">x</a>')).toBe(
      '<a href="/faqs" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('removes svg and math with their handlers', () => {
    const out = sanitizeAgencyHtml(
      '<p>a</p><svg onload="alert(1)"><script>alert(2)</script><a xlink:href="javascript:alert(3)"><text>t</text></a></svg><math><mtext><img src=x onerror=alert(4)></mtext></math>',
    );
    expect(out).not.toContain('svg');
    expect(out).not.toContain('math');
    expect(out).not.toMatch(/alert|onload|onerror|javascript:/i);
  });

  it('removes style attributes and style elements', () => {
    const out = sanitizeAgencyHtml(
      '<style>body{background:url(javascript:alert(1))}</style><p style="position:fixed;inset:0">x</p>',
    );
    expect(out).toBe('<p>x</p>');
  });

  it('removes iframes, forms, objects, embeds and meta refreshes', () => {
    const out = sanitizeAgencyHtml(
      '<iframe src="https://evil.example"></iframe><form action="https://evil.example"><input name="card"><button>Pay</button></form><object data="x.swf"></object><embed src="x.swf"><meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/">',
    );
    expect(out).not.toMatch(/iframe|form|input|object|embed|meta|base|evil/i);
  });

  it('drops class, id, data- and aria- attributes (no DOM clobbering, no style hooks)', () => {
    expect(
      sanitizeAgencyHtml('<p id="cookie" class="x" data-x="1" aria-hidden="true" name="a">x</p>'),
    ).toBe('<p>x</p>');
  });

  it('survives nested and malformed markup without letting anything through', () => {
    const hostile = [
      '<scr<script>ipt>alert(1)</script>',
      '<<script>script>alert(1)<</script>/script>',
      '<p><a href="javascript:alert(1)"<img src=x onerror=alert(1)>x</p>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
      '<div><table><tr><td><img src=x onerror=alert(1)></td></tr></table>',
      '<a href="/ok"><b><i>unclosed',
      '<!--<img src=x onerror=alert(1)>-->',
      '<template><script>alert(1)</script></template>',
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    ];
    for (const html of hostile) {
      const out = sanitizeAgencyHtml(html);
      expect(out, html).not.toMatch(
        /<script|<img[^>]*\bon[a-z]+=|javascript:|<noscript|<template/i,
      );
      expect(out, html).not.toMatch(/\son[a-z]+=/i);
    }
    // Escaped text stays text.
    expect(sanitizeAgencyHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
    // Unclosed tags are closed, the safe link kept.
    expect(sanitizeAgencyHtml('<a href="/ok"><b><i>unclosed')).toBe(
      '<a href="/ok"><b><i>unclosed</i></b></a>',
    );
  });

  it('keeps checking the elements after a removed image', () => {
    expect(
      sanitizeAgencyHtml(
        '<p><img src="javascript:x"><a href="https://x.test" target="_top">x</a><img src="data:,"><img src="/ok.png" onerror="y"></p>',
      ),
    ).toBe('<p><a href="https://x.test" rel="noopener noreferrer">x</a><img src="/ok.png"></p>');
  });

  it('leaves the shared DOMPurify without its fix-ups for other callers', () => {
    const image = '<img src="data:image/png;base64,AA==">';
    expect(sanitizeAgencyHtml(image)).toBe('');
    // DOMPurify's own defaults keep data: images; our removal must not leak into them.
    expect(DOMPurify.sanitize(image)).toBe(image);
  });
});
