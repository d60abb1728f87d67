// The policies as served, held to their MDX (tests/e2e/contentPages.ts). In a browser: legal.spec.ts,
// print.spec.ts; the version history: policyHistory.test.ts.
import sidebars from '@site/sidebars';
import {POLICIES} from '../e2e/contentPages';
import {builtPage, linksNamed, position, readText, region} from './builtSite';

it.each(POLICIES)(
  '$path as served shows its title, dates, sections and mail links; its contents beside the text and under its title in a closed disclosure; the policies after its text, in the order of sidebars.ts',
  (policy) => {
    const $ = builtPage(policy.path);
    expect(readText($('h1'))).toBe(policy.h1);
    const headings = $('article h2').map((_, heading) => readText($(heading)));
    expect(headings.get().slice(0, policy.headings.length)).toEqual(policy.headings);
    const effective = $('article p').filter((_, p) => readText($(p)) === policy.effective);
    expect(effective.find('time').attr('datetime')).toBe(policy.dateTime);
    // The date comes from git and changes with every commit, so only its presence is checked.
    expect($('article time[datetime*="T"]')).toHaveLength(1);
    for (const {name, href} of policy.links)
      expect(linksNamed($, $('article'), name).filter(`[href="${href}"]`), name).not.toHaveLength(
        0,
      );

    const navs = region($, 'On this page', 'nav');
    const [beside, underTitle] = [navs.not('article nav'), navs.filter('article nav')];
    for (const nav of [beside, underTitle]) {
      expect(nav).toHaveLength(1);
      // Each link named as its section's heading, and leading to it.
      const links = nav.find('a').map((_, link) => {
        const target = $(`article h2[id="${link.attribs.href?.slice(1)}"]`);
        return [[readText($(link)), readText(target)]];
      });
      expect(links.get()).toEqual(policy.headings.map((heading) => [heading, heading]));
    }
    // A native disclosure, closed, which opens without JavaScript, after the dates.
    expect(underTitle.children('details').attr('open')).toBeUndefined();
    expect(position($, underTitle)).toBeGreaterThan(position($, effective));
    expect(position($, underTitle)).toBeLessThan(position($, $('article h2').first()));

    const nav = region($, 'Legal pages', 'nav');
    const links = nav.find('a');
    expect(links.map((_, link) => [[readText($(link)), $(link).attr('href')]]).get()).toEqual(
      (sidebars.legal as string[]).map((id) => {
        const other = POLICIES.find(({path}) => path === `/${id}`);
        return [other?.h1, other?.path];
      }),
    );
    expect(links.filter('[aria-current="page"]').attr('href')).toBe(policy.path);
    expect(position($, nav)).toBeGreaterThan(position($, $('article p').last()));
  },
);
