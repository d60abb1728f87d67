import type {Card} from '@site/src/components/Page/CardList';
import type {Opening} from '@site/src/components/Careers/opening';
import type {Testimonial} from '@site/src/components/Page/Quote';

/** Copy for the Careers page (/employment). Each card's description is plain text. */
export const BENEFITS: Card[] = [
  {
    icon: 'piggy-bank',
    title: 'No Upfront Fees',
    description:
      'Joining Talentlane costs nothing. There is no registration fee, no training fee and no equipment deposit, now or later.',
  },
  {
    icon: 'clock',
    title: 'Paid Within 12 Hours',
    description:
      'Once your project manager approves your work, the payment is sent within 12 hours by bank transfer, PayPal, crypto or Coinbase.',
  },
  {
    icon: 'globe',
    title: 'Work From Anywhere',
    description:
      'Our freelancers work remotely from more than 50 countries. You choose your hours, as long as each project meets its deadline.',
  },
  {
    icon: 'compass',
    title: 'A Dedicated Project Manager',
    description:
      'Every project has a named project manager who briefs you, answers questions and approves your delivery, so you never chase a client.',
  },
  {
    icon: 'trending-up',
    title: 'Feedback That Builds Your Career',
    description:
      'Every submission is reviewed by hand, and reviewers tell you what to improve. Consistent quality leads to larger and better-paid projects.',
  },
];

/**
 * ILLUSTRATIVE: these openings show how the pages work; they are not roles anyone can be
 * hired for today. While this is true, each opening's page is built and shown but tells
 * search engines not to index it and carries no JobPosting markup, and the build warns
 * (README, "Before launch"). Set it to false once the openings below are real.
 */
export const OPENINGS_ARE_ILLUSTRATIVE = true;

/** When and how every role is paid, on every opening's page. */
export const PAYMENT_TERMS =
  'You are paid within 12 hours of approval, by bank transfer, PayPal, crypto or Coinbase, whichever you choose.';

/**
 * The open roles. Each has its own page at /employment/<slug> until the end of its
 * validThrough day (Singapore time); the build leaves it out after that and warns 30 days
 * before (README, "Where the text lives").
 */
export const OPENINGS: Opening[] = [
  {
    slug: 'freelance-translator',
    title: 'Freelance Translator',
    type: 'Freelance · Remote · Flexible hours',
    description:
      'Translate marketing copy, manuals and subtitles between English and your native language for clients in publishing, e-commerce and software. You need fluency in both languages and an eye for tone, terminology and local conventions.',
    datePosted: '2026-10-05',
    validThrough: '2028-06-30',
    employmentType: 'CONTRACTOR',
    openTo: 'worldwide',
    work: [
      'Translate product pages, user manuals, marketing e-mails and video subtitles from English into your native language, or into English.',
      'Keep to each client’s glossary and style guide, and flag terms the source leaves unclear.',
      'Adapt dates, units, currencies and idioms so the text reads as if it were written locally.',
      'Check your own work against the source before delivery, then answer the reviewer’s questions.',
    ],
    requirements: [
      'Native-level command of your target language and a near-native reading of the source.',
      'At least two years of paid translation work, or a degree in translation or languages.',
      'Familiarity with a CAT tool such as Trados, memoQ or Smartcat.',
      'Every word translated by you: machine and AI translation are not accepted.',
    ],
    samples: [
      'Two translations of about 300 words each, with their source texts.',
      'The language pairs and subject areas you offer.',
    ],
    pay: 'Translation is paid per 1,000 source words, at the rate stated in each brief before you accept it; specialist and rush texts carry a higher rate.',
  },
  {
    slug: 'graphic-designer',
    title: 'Graphic Designer',
    type: 'Freelance · Remote · Project-based',
    description:
      'Design logos, social media graphics, brochures and presentation decks from a written brief and a brand guide. Send a portfolio of three to five recent projects that show your range.',
    datePosted: '2026-10-12',
    validThrough: '2028-05-31',
    employmentType: 'CONTRACTOR',
    openTo: 'worldwide',
    work: [
      'Design logos and small brand identities from a written brief.',
      'Produce social media graphics, brochures, posters and presentation decks in a client’s brand style.',
      'Present two or three directions, then refine the chosen one through up to two rounds of feedback.',
      'Deliver print-ready PDFs and layered source files, named and organised as the brief asks.',
    ],
    requirements: [
      'A portfolio that shows layout, typography and colour work across at least two kinds of project.',
      'Fluency in Adobe Illustrator, Photoshop and InDesign, or in Affinity or Figma equivalents.',
      'Working knowledge of print preparation: bleed, CMYK and resolution.',
      'Original work only: no templates passed off as your own and no AI-generated imagery.',
    ],
    samples: [
      'A portfolio link or PDF with three to five recent projects.',
      'For each project, a sentence on the brief and what your design had to achieve.',
    ],
    pay: 'Design work is paid per project, at the fee stated in the brief, which covers the agreed rounds of revisions.',
  },
  {
    slug: 'content-writer',
    title: 'Content Writer',
    type: 'Freelance · Remote · Part-time',
    description:
      'Write blog posts, product descriptions and newsletters that are researched, original and typed by you. Two published samples in English are enough to start your application.',
    datePosted: '2026-10-19',
    validThrough: '2028-04-30',
    employmentType: 'CONTRACTOR',
    openTo: 'worldwide',
    work: [
      'Write blog posts of 800 to 1,500 words on topics a client’s editor assigns.',
      'Write product descriptions and category pages for online shops.',
      'Draft monthly newsletters from a client’s notes and news.',
      'Cite your sources, and revise once on your reviewer’s comments.',
    ],
    requirements: [
      'Clear, correct English, at a professional standard.',
      'The habit of researching before you write, and of naming your sources.',
      'Basic knowledge of writing for search: headings, links and plain titles.',
      'Every text typed by you: AI-generated writing is rejected at review.',
    ],
    samples: [
      'Two published pieces in English, as links or attachments.',
      'If you have none published, two samples written for this application.',
    ],
    pay: 'Writing is paid per piece, at the fee stated in the brief for its length and topic; research-heavy pieces are priced higher.',
  },
  {
    slug: 'voice-over-artist',
    title: 'Voice-over Artist',
    type: 'Freelance · Remote · Project-based',
    description:
      'Record narration for explainer videos, e-learning courses and adverts from your own treated home studio. Include a one-minute demo reel and the languages and accents you offer.',
    datePosted: '2026-10-26',
    validThrough: '2028-06-15',
    employmentType: 'CONTRACTOR',
    openTo: 'worldwide',
    work: [
      'Record narration for explainer videos, e-learning modules and product tours.',
      'Voice short adverts and on-hold messages, following a director’s notes.',
      'Edit your takes: remove breaths and noise, and deliver files at the level the brief gives.',
      'Record pickups when a script changes after delivery.',
    ],
    requirements: [
      'A treated recording space with a low noise floor, a quality microphone and an audio interface.',
      'Recording and editing skills in Audacity, Adobe Audition, Reaper or similar.',
      'Clear delivery in at least one language, with the accents you offer named honestly.',
      'Your own voice only: synthetic or cloned voices are not accepted.',
    ],
    samples: [
      'A one-minute demo reel with narration and at least one commercial read.',
      'A list of the languages and accents you record in.',
    ],
    pay: 'Recording is paid per finished minute of audio, at the rate stated in the brief; pickups within a week of delivery are included.',
  },
  {
    slug: 'nft-digital-artist',
    title: 'NFT & Digital Artist',
    type: 'Freelance · Remote · Project-based',
    description:
      'Create original illustrations, character art and collectible series for digital art and NFT projects. Every piece must be drawn by you, so show us sketches or process files alongside finished work.',
    datePosted: '2026-11-02',
    validThrough: '2028-05-15',
    employmentType: 'CONTRACTOR',
    openTo: 'worldwide',
    work: [
      'Draw original characters and illustrations for digital collections.',
      'Design layered traits for collectible series, drawn so they combine cleanly.',
      'Produce cover art and promotional images for a collection’s launch.',
      'Keep your sketches and layered files: reviewers check them before approval.',
    ],
    requirements: [
      'Strong drawing skills, in a style of your own, shown in finished work.',
      'Experience with Procreate, Photoshop, Clip Studio Paint or similar.',
      'Layered files organised so traits can be exported one by one.',
      'Hand-drawn work only: AI-generated or traced art ends the project.',
    ],
    samples: [
      'Five finished pieces that show your style.',
      'Sketches or process files for at least two of them.',
    ],
    pay: 'Art is paid per piece or per set of traits, at the fee stated in the brief; the client buys the rights named in that brief.',
  },
  {
    slug: 'video-editor',
    title: 'Video Editor',
    type: 'Freelance · Remote · Part-time',
    description:
      'Cut interviews, product demos and short-form social videos, adding captions, colour correction and music. Tell us which editing software you use and link to two or three edited pieces.',
    datePosted: '2026-11-09',
    validThrough: '2028-03-31',
    employmentType: 'CONTRACTOR',
    openTo: 'worldwide',
    work: [
      'Cut interviews and webinars into clear, well-paced videos.',
      'Edit product demos and short vertical videos for social media.',
      'Add captions, lower thirds, colour correction and licensed music.',
      'Export in the formats and sizes each platform needs.',
    ],
    requirements: [
      'Fluency in Premiere Pro, DaVinci Resolve or Final Cut Pro.',
      'A sense of pacing, and care with sound levels and captions.',
      'A computer that handles 4K footage, and a reliable connection for large files.',
      'Your own edit: no automatic AI edits delivered as finished work.',
    ],
    samples: [
      'Links to two or three videos you edited, with a sentence on your part in each.',
      'The editing software and version you use.',
    ],
    pay: 'Editing is paid per finished video, at the fee stated in the brief for its length and the footage supplied.',
  },
  {
    slug: 'web-developer',
    title: 'Web Developer',
    type: 'Freelance · Remote · Contract',
    description:
      'Build and maintain marketing sites, landing pages and small web applications with HTML, CSS, JavaScript and common frameworks. A link to your code or to live sites you built helps us match you to projects.',
    datePosted: '2026-11-16',
    validThrough: '2028-03-15',
    employmentType: 'CONTRACTOR',
    openTo: 'worldwide',
    work: [
      'Build marketing sites and landing pages from a designer’s files.',
      'Maintain existing sites: fix bugs, update content and keep dependencies current.',
      'Build small web applications with a framework the client already uses.',
      'Test in current browsers and at phone widths, and check accessibility before delivery.',
    ],
    requirements: [
      'Solid HTML, CSS and JavaScript, and experience with React, Vue or a similar framework.',
      'Working knowledge of Git and of deploying a site to a host.',
      'Care for accessibility and page speed.',
      'Code written by you and explained on request: reviewers may ask how a part works.',
    ],
    samples: [
      'A link to your code on GitHub or GitLab, or to two live sites you built.',
      'A short note on your part in each.',
    ],
    pay: 'Development is paid per milestone, at the fee stated in the brief; each milestone is approved on its own.',
  },
  {
    slug: 'social-media-manager',
    title: 'Social Media Manager',
    type: 'Freelance · Remote · Part-time',
    description:
      'Plan content calendars, write posts and report on engagement for small and mid-sized brands. Experience with at least two major platforms and a sample monthly plan will strengthen your application.',
    datePosted: '2026-11-20',
    validThrough: '2028-02-29',
    employmentType: 'CONTRACTOR',
    openTo: [
      {country: 'Singapore'},
      {country: 'Malaysia'},
      {country: 'Indonesia'},
      {country: 'Philippines'},
      {country: 'Thailand'},
      {country: 'Vietnam'},
    ],
    work: [
      'Plan a monthly content calendar with the client’s marketing lead.',
      'Write posts and captions, and brief designers on the images they need.',
      'Schedule posts and answer comments and messages during local business hours.',
      'Report each month on reach, engagement and what to try next.',
    ],
    requirements: [
      'At least a year managing brand accounts on two or more major platforms.',
      'Clear writing in English, and in a local language of the market you manage.',
      'Experience with a scheduling tool such as Meta Business Suite, Buffer or Hootsuite.',
      'Residence in Southeast Asia, since the brands post and reply on the region’s time.',
    ],
    samples: [
      'A sample monthly plan for a brand of your choice.',
      'Links to two accounts you managed, with what changed while you ran them.',
    ],
    pay: 'Account management is paid per month of approved work, at the fee stated in the brief for the number of accounts and posts.',
  },
  {
    slug: 'data-entry-specialist',
    title: 'Data Entry Specialist',
    type: 'Freelance · Remote · Flexible hours',
    description:
      'Type up scanned documents, forms and catalogues accurately into spreadsheets and databases, entirely by hand. Accuracy matters more than speed, and we will ask you about your typing accuracy.',
    datePosted: '2026-11-23',
    validThrough: '2028-01-31',
    employmentType: 'CONTRACTOR',
    openTo: [{region: 'European Union'}, {country: 'United Kingdom'}],
    work: [
      'Type scanned forms, invoices and catalogues into spreadsheets and databases.',
      'Follow each project’s field rules for names, dates, amounts and codes.',
      'Mark entries the scan leaves unreadable instead of guessing them.',
      'Check a sample of your own entries before delivery.',
    ],
    requirements: [
      'Accurate typing: at least 98% accuracy at a steady pace.',
      'Confidence with Excel or Google Sheets.',
      'A private place to work, since the documents hold personal data.',
      'Residence in the European Union or the United Kingdom, where these clients keep their data under the GDPR.',
    ],
    samples: [
      'The result of a recent typing test, with its accuracy.',
      'A note on any data-entry or administrative work you have done.',
    ],
    pay: 'Data entry is paid per batch of records, at the rate stated in the brief; a batch is approved once it passes the accuracy check.',
  },
  {
    slug: 'technical-writer',
    title: 'Technical Writer',
    type: 'Freelance · Remote · Part-time',
    description:
      'Write user guides, API documentation and knowledge-base articles that make complex products easy to use. Send one sample that explains a technical process step by step.',
    datePosted: '2026-11-24',
    validThrough: '2028-04-15',
    employmentType: 'CONTRACTOR',
    openTo: 'worldwide',
    work: [
      'Write user guides and how-to articles from product demos and engineers’ notes.',
      'Document APIs: endpoints, parameters, errors and working examples.',
      'Keep knowledge-base articles current as products change.',
      'Ask the questions a new user would ask, and answer them in the text.',
    ],
    requirements: [
      'Clear, structured English and the patience to explain one step at a time.',
      'Enough technical background to read code samples and run them.',
      'Experience with Markdown and a documentation tool or static site generator.',
      'Every text written by you: AI-generated documentation is rejected at review.',
    ],
    samples: [
      'One sample that explains a technical process step by step.',
      'A link to other documentation you wrote, if you have some.',
    ],
    pay: 'Documentation is paid per article or per section of a guide, at the fee stated in the brief for its length and research.',
  },
];

export const TESTIMONIALS: Testimonial[] = [
  {
    name: 'Mariana S.',
    country: 'Brazil',
    quote:
      'I applied with three translation samples and had my first project within a week. Payment arrived the same evening my work was approved.',
  },
  {
    name: 'Kwame A.',
    country: 'Ghana',
    quote:
      'My project manager answers quickly and the reviewers explain every correction. My designs have improved more in six months here than in two years alone.',
  },
  {
    name: 'Priya N.',
    country: 'India',
    quote:
      'Nobody asked me for a fee at any point, which is why I trusted them. I now record voice-overs for e-learning courses three days a week.',
  },
];

export const NOTES: Card[] = [
  {
    icon: 'shield-check',
    title: 'We Never Ask You to Pay',
    description:
      'Talentlane never charges applicants or freelancers for registration, training, software or equipment. Anyone asking you to pay in our name is not us: please report them to our Trust & Safety team.',
  },
  {
    icon: 'mail-check',
    title: 'Official Contact Only',
    description:
      'Offers and project briefs come only from the addresses published on this website. We never offer work through unsolicited text messages.',
  },
  {
    icon: 'calendar-clock',
    title: 'Replies Within Five Business Days',
    description:
      'We reply to every complete application within five business days. If we have no suitable project yet, we keep your details on file, with your consent, for six months.',
  },
  {
    icon: 'pen-line',
    title: 'Original, Human Work Only',
    description:
      'Every sample and every delivery is reviewed by hand. Work produced with AI tools, or copied from others, ends the application or the project.',
  },
];
