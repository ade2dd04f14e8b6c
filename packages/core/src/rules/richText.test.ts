import { describe, expect, it } from 'vitest';
import { hasRichTextContent } from './richText.ts';

describe('hasRichTextContent (spec §2.7, §5: empty rich-text markup counts as none)', () => {
  it.each([
    ['nothing', undefined],
    ['null', null],
    ['an empty string', ''],
    ['white space', '  \n\t '],
    ['an empty paragraph', '<p></p>'],
    ['a paragraph with a line break', '<p><br></p>'],
    ['a self-closed line break', '<p><br/></p>'],
    ['a non-breaking space', '<div>&nbsp;</div>'],
    ['a literal non-breaking space', '<div>\u00a0</div>'],
    ['zero-width spaces and a byte-order mark', '<p>&#8203;\u200c\ufeff</p>'],
    ['comments only', '<!-- policy goes here -->'],
    ['comments around empty markup', '<!-- a --><p><br></p><!-- b -->'],
    ['nested empty elements', '<div><p><span> </span></p><p>&nbsp;&nbsp;</p></div>'],
    ['an image inside a comment', '<!-- <img src="https://cdn.example/x.png"> -->'],
    ['an attribute that mentions an image', '<p title="<img src=x>"></p>'],
  ])('%s counts as none', (_, html) => {
    expect(hasRichTextContent(html)).toBe(false);
  });

  it.each([
    ['text', '<p>We respect your privacy.</p>'],
    ['bare text', 'Plain policy text'],
    ['text next to empty markup', '<p><br></p><p>Section 1</p>'],
    ['an entity that is visible', '<p>&copy;</p>'],
    ['an image', '<p><img src="https://cdn.example/policy.png"></p>'],
    ['an upper-case image tag', '<P><IMG SRC="https://cdn.example/policy.png"></P>'],
  ])('%s counts as content', (_, html) => {
    expect(hasRichTextContent(html)).toBe(true);
  });
});
