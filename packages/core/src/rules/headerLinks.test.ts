import { describe, expect, it } from 'vitest';
import { agencyConfigSchema } from '../config/agencyConfig.ts';
import { validateConfigText } from '../config/validateConfig.ts';
import { headerLinks } from './headerLinks.ts';

const config = (agency: Record<string, unknown>, header: unknown[] = []) =>
  agencyConfigSchema.parse({
    agency: { agencyName: 'Test', subdomain: 'test', ...agency },
    about: { isEnabled: Boolean(agency.isAbousUsEnable), content: '<p>Hi</p>' },
    faq: { isEnabled: Boolean(agency.isFaqEnable) },
    navigation: { header },
  });

describe('headerLinks (spec §2.6 About and FAQ links, §3 header navigation items)', () => {
  it('About and FAQ with the agency’s titles, only when enabled, then its own items in order', () => {
    const links = headerLinks(
      config(
        {
          isAbousUsEnable: true,
          aboutUsEnableTitle: 'About Horizon',
          isFaqEnable: true,
          faqEnableTitle: 'Help',
        },
        [
          { label: 'Blog', path: '/blog' },
          { label: 'Destinations', path: '/top-destination' },
        ],
      ),
    );
    expect(links).toEqual([
      { href: '/about', text: 'About Horizon' },
      { href: '/faqs', text: 'Help' },
      { href: '/blog', text: 'Blog' },
      { href: '/top-destination', text: 'Destinations' },
    ]);
    expect(headerLinks(config({ isAbousUsEnable: false, isFaqEnable: false }))).toEqual([]);
  });

  it('refuses an item whose path is another site’s address (`//host`)', () => {
    const result = validateConfigText(
      JSON.stringify({
        agency: { agencyName: 'Test', subdomain: 'test' },
        navigation: { header: [{ label: 'Deals', path: '//evil.example/x' }] },
      }),
    );
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problems.map((problem) => `${problem.path}: ${problem.message}`)).toContain(
        'navigation.header[0].path: must be a path of this site: "//" starts another site\'s address, got "//evil.example/x"',
      );
    }
  });
});
