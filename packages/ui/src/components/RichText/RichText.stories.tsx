import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RichText } from './RichText.tsx';

/** Agency content as an editor produces it (spec §2.4 About content, §2.5 answers, §2.7 policies). */
const AGENCY_HTML =
  '<h2>Our story</h2><p>Since 2009 we have planned trips for <strong>families</strong>, <em>couples</em> and companies.</p>' +
  '<ul><li>Hotels worldwide</li><li>Flights on 400 airlines</li></ul>' +
  '<table><caption>Office hours</caption><thead><tr><th scope="col">Day</th><th scope="col">Hours</th></tr></thead>' +
  '<tbody><tr><td>Monday to Friday</td><td>9:00 to 18:00</td></tr><tr><td>Saturday</td><td>10:00 to 14:00</td></tr></tbody></table>' +
  '<p>Write to <a href="mailto:help@horizon-travel.example">help@horizon-travel.example</a>, call <a href="tel:+13055550142">+1 305 555 0142</a> or read our <a href="https://partner.example/guide">partner guide</a>.</p>' +
  '<img src="/assets/horizon/about.svg" alt="Our office in Miami" width="320">';

/** What an attacker might slip into agency content. */
const HOSTILE_HTML =
  '<h2>Safe heading</h2><p>Safe paragraph.</p>' +
  '<script>window.__pwned = true</script>' +
  '<img src="x" onerror="window.__pwned = true" alt="broken">' +
  '<p><a href="javascript:window.__pwned = true">javascript link</a> <a href=" JaVaScRiPt:alert(1)">disguised link</a></p>' +
  '<svg onload="window.__pwned = true"><circle r="5"></circle></svg>' +
  '<p style="position:fixed;inset:0;background:red">styled paragraph</p>' +
  '<iframe src="https://evil.example"></iframe>' +
  '<form action="https://evil.example"><input name="card"></form>' +
  '<div><p>nested <b>unclosed <i>markup</div>' +
  '<a href="https://partner.example/">external link</a>';

const meta = {
  title: 'Content/RichText',
  component: RichText,
  args: { html: AGENCY_HTML },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RichText>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Headings, paragraphs, lists, a table, mailto/tel/external links and an image survive. */
export const Normal: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeInTheDocument();
    await expect(canvas.getByRole('table')).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Our office in Miami' })).toBeInTheDocument();
    const external = canvas.getByRole('link', { name: 'partner guide' });
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(
      canvas.getByRole('link', { name: 'help@horizon-travel.example' }),
    ).not.toHaveAttribute('rel');
  },
};

/** Scripts, handlers, javascript: links, svg, styles, iframes and forms never reach the DOM. */
export const HostileInput: Story = {
  args: { html: HOSTILE_HTML },
  play: async ({ canvas }) => {
    // The RichText root: everything below it came from the hostile input.
    const root = canvas.getByRole('heading', { name: 'Safe heading' }).parentElement;
    if (!root) throw new Error('RichText root not found');
    await expect(root.querySelector('script')).toBeNull();
    await expect(root.querySelector('[onerror], [onload], [onclick]')).toBeNull();
    await expect(root.querySelector('svg, iframe, form, input, [style]')).toBeNull();
    for (const link of root.querySelectorAll('a')) {
      await expect(link.getAttribute('href') ?? '').not.toMatch(/^\s*javascript:/i);
    }
    await expect(root.innerHTML).not.toMatch(/javascript:|onerror|onload/i);
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    // The safe parts stay.
    await expect(canvas.getByText('Safe paragraph.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'external link' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  },
};
