import blogCategories from '@site/src/data/content/blogCategories.json';
import navigation from '@site/src/data/content/navigation.json';

// The wordings SPEC section 6 fixes, each read from the one data file a writer edits. The
// schemas check only the files' shape and limits, so the words live in one place.
describe('given the wordings the spec fixes', () => {
  it('the menu lists its nine pages in order, and Contact Us apart (section 5)', () => {
    expect(navigation.menu.map((link) => link.label)).toEqual([
      'About Us',
      'Leadership',
      'Careers',
      'Our Impact',
      'Partners',
      'Trust & Safety',
      'Rules & Payments',
      'Investors',
      'Modern Slavery Statement',
    ]);
    expect(navigation.contact.label).toBe('Contact Us');
  });

  it('the blog names its categories in the sidebar’s order', () => {
    expect(blogCategories.categories).toEqual([
      'Productivity',
      'Well-being',
      'Culture',
      'Language',
      'Collaboration',
    ]);
  });
});
