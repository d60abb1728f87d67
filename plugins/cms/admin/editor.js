// The editor's own parts, registered before Decap starts: the JSON format the data files
// are written in, the preview's stylesheet and templates. Plain browser JavaScript on
// Decap's globals (CMS, h), served as is: https://decapcms.org/docs/customization/
/* global CMS, h */
(function () {
  const {config: withUploads, icons} = window.TALENTLANE_CMS;
  const {uploads, ...config} = withUploads;
  const data = config.collections.find((collection) => collection.name === 'data');

  /** Every list of fields in the data files' configuration: the order of an object's keys. */
  const fieldOrders = [];

  // plugins/cms/fields.ts writes a pattern as [source, message]; Decap takes a RegExp, and
  // \p{Lu} needs the `u` flag.
  function visit(fields, orders) {
    orders.push(fields.map((field) => field.name));
    for (const field of fields) {
      if (field.pattern) field.pattern = [new RegExp(field.pattern[0], 'u'), field.pattern[1]];
      if (field.fields) visit(field.fields, orders);
      if (field.field) visit([field.field], orders);
    }
  }

  /**
   * The object with its keys in the order of the fields that describe it. Decap holds an
   * entry in Immutable.js maps, which forget the order of more than eight keys (an opening
   * has twelve), so a save would shuffle them.
   */
  function inFieldOrder(value) {
    if (Array.isArray(value)) return value.map(inFieldOrder);
    if (value === null || typeof value !== 'object') return value;
    const keys = Object.keys(value);
    const order = fieldOrders.find((names) => keys.every((key) => names.includes(key)));
    if (order) keys.sort((a, b) => order.indexOf(a) - order.indexOf(b));
    return Object.fromEntries(keys.map((key) => [key, inFieldOrder(value[key])]));
  }

  // JSON as the repository holds it: two-space indents, keys in the file's order (Decap adds
  // the final newline), so a save changes only the lines the writer changed.
  CMS.registerCustomFormat('json-file', 'json', {
    fromFile: (text) => JSON.parse(text),
    toFile: (data) => JSON.stringify(inFieldOrder(data), null, 2),
  });

  CMS.registerPreviewStyle('/admin/preview.css');

  const get = (entry, name) => entry.getIn(['data', name]);

  /** "2025-10-01" as the site writes it: October 1, 2025. */
  function longDate(value) {
    const date = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(date.getTime())) return String(value || '');
    return date.toLocaleDateString('en-US', {timeZone: 'UTC', dateStyle: 'long'});
  }

  /** The page frame: the site's container, in the site's type. */
  const frame = (...children) => h('main', {className: 'container margin-vert--lg'}, ...children);
  const article = (...children) => frame(h('article', {className: 'markdown'}, ...children));

  // Docusaurus draws each kind of admonition as one of Infima's alerts.
  const ALERTS = {
    note: 'secondary',
    tip: 'success',
    info: 'info',
    warning: 'warning',
    danger: 'danger',
  };

  /**
   * The body as the site renders its prose: without the MDX-only lines (imports) and the
   * heading ids written as {/* #id *\/}, which the site's build removes; an admonition
   * (":::tip[Its title]" … ":::") as the site's box around its text.
   */
  function bodyPreview({entry, fields, getAsset}) {
    const Markdown = CMS.getWidget('markdown').preview;
    const field = fields.find((candidate) => candidate.get('name') === 'body');
    const value = String(get(entry, 'body') || '')
      .replace(/^import .*$/gm, '')
      .replace(/\s*\{\/\*[\s\S]*?\*\/\}/g, '')
      .replace(
        /^:::(note|tip|info|warning|danger)(?:\[(.*)\])?[ \t]*\n([\s\S]*?)^:::[ \t]*$/gm,
        (_, kind, title, text) =>
          `<div class="alert alert--${ALERTS[kind]}">\n\n**${title || kind.toUpperCase()}**\n\n${text}\n</div>`,
      );
    return h(Markdown, {value, field, getAsset, entry});
  }

  const PolicyPreview = (props) =>
    article(
      h('h1', null, get(props.entry, 'title')),
      h('p', null, h('strong', null, 'Effective: '), longDate(get(props.entry, 'effective_date'))),
      h('div', {className: 'PolicyText-text'}, bodyPreview(props)),
    );

  const ArticlePreview = (props) =>
    article(
      h('p', null, `${get(props.entry, 'category') || ''} · ${longDate(get(props.entry, 'date'))}`),
      h('h1', null, get(props.entry, 'title')),
      h('p', {className: 'PolicyText-text'}, h('em', null, get(props.entry, 'description'))),
      bodyPreview(props),
    );

  const PagePreview = (props) =>
    article(
      h('h1', null, get(props.entry, 'title')),
      h('p', null, h('em', null, get(props.entry, 'description'))),
      h('p', null, 'The components the page places (cards, lists) show on the site itself.'),
      bodyPreview(props),
    );

  /** A card as src/components/Page/CardList draws it; the icon's name shows on hover. */
  const card = (item, index) =>
    h(
      'li',
      {key: index, className: 'CardList-card'},
      item.icon &&
        h('span', {
          className: 'CardList-icon',
          title: item.icon,
          dangerouslySetInnerHTML: {__html: icons[item.icon] || ''},
        }),
      h('h3', {className: 'CardList-title'}, item.title || item.name || item.label),
      (item.description || item.text) &&
        h('div', {className: 'CardList-description'}, item.description || item.text),
      item.validThrough && h('p', null, h('small', null, `Closes ${longDate(item.validThrough)}`)),
    );

  const quote = (item, index) => {
    const text = h('blockquote', {className: 'Quote-quote'}, h('p', null, item.quote));
    const author = h('figcaption', {className: 'Quote-author'}, `${item.name}, ${item.country}`);
    return h('li', {key: index}, h('figure', {className: 'Quote-figure'}, text, author));
  };

  /** Each list of a data file as the pages lay lists out; other fields as a short list. */
  function DataPreview({entry}) {
    const file = data.files.find((candidate) => candidate.name === entry.get('slug'));
    const labels = Object.fromEntries(file.fields.map((field) => [field.name, field.label]));
    const grid = {className: 'ListGrid-grid ListGrid-columns3'};
    const sections = Object.entries(entry.get('data').toJS()).map(([name, value]) => {
      const lists = Array.isArray(value) && typeof value[0] === 'object';
      return h(
        'section',
        {key: name, className: 'Section-section'},
        h('h2', {className: 'Section-title'}, labels[name] || name),
        lists
          ? h('ul', grid, value.map(value[0].quote ? quote : card))
          : h('p', null, Array.isArray(value) ? value.join(', ') : String(value)),
      );
    });
    return frame(...sections);
  }

  // Decap looks a file's template up by the file's name, which a page and a data file share
  // (about.mdx, about.json): one template for all, choosing by collection.
  const templates = {legal: PolicyPreview, blog: ArticlePreview, pages: PagePreview};
  const Preview = (props) => h(templates[props.collection.get('name')] || DataPreview, props);
  for (const collection of config.collections) {
    for (const part of collection.files || [collection]) {
      visit(part.fields, collection === data ? fieldOrders : []);
      CMS.registerPreviewTemplate(part.name, Preview);
    }
  }
  // A file the build would refuse (plugins/content-check), refused when it is chosen, naming the
  // file and the limit, before Decap's media library (React, listening below `document`) sees
  // it: Decap would write it with the entry. The sentence shows over the library's dialog and is
  // announced (role="alert"); Decap's own refusal, an alert() for the size only, names no file.
  const picture = new RegExp(`\\.(?:${uploads.extensions.join('|')})$`, 'i');
  function refusal({name, size}) {
    if (!picture.test(name)) {
      return `“${name}” is not a picture: upload ${uploads.kinds} of at most ${uploads.limit}.`;
    }
    if (size > uploads.maxBytes) {
      return `“${name}” is ${(size / 1e6).toFixed(1)} MB; a picture may be at most ${uploads.limit}.`;
    }
  }
  const notice = document.createElement('p');
  notice.setAttribute('role', 'alert');
  notice.style.cssText =
    'position:fixed;z-index:100000;top:1rem;left:50%;transform:translateX(-50%);width:max-content;' +
    'max-width:90vw;margin:0;padding:.75rem 1rem;border-radius:5px;background:#fcefea;color:#a30029;' +
    'font-weight:600;box-shadow:0 2px 6px rgba(0,0,0,.3)';
  document.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (!input.matches('input[type=file]')) return;
      const refused = [...input.files].map(refusal).filter(Boolean);
      notice.remove();
      if (refused.length === 0) return;
      event.stopImmediatePropagation();
      input.value = '';
      notice.textContent = refused.join(' ');
      (input.closest('[role=dialog]') ?? document.body).append(notice);
    },
    true,
  );

  // The GitHub sign-in (functions/api/) runs on the origin that serves the editor, the editor's
  // own (src/config/editor.ts), and hands the token only to a page of that origin.
  if (config.backend.name === 'github') config.backend.base_url = window.location.origin;
  CMS.init({config});
})();
