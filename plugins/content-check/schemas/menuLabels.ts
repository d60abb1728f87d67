// A file of its own because the header's browser test reads it too, and Playwright cannot load
// the schema files (../check.ts finds the data files through import.meta).

/** SPEC section 5: the menu in order; Contact Us stands apart. */
export const MENU_LABELS = [
  'About Us',
  'Leadership',
  'Careers',
  'Our Impact',
  'Partners',
  'Trust & Safety',
  'Rules & Payments',
  'Investors',
  'Modern Slavery Statement',
];
