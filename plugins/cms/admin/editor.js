// The editor's own parts, registered before Decap starts: the JSON format the data files
// are written in, the preview's stylesheet and templates. Plain browser JavaScript on
// Decap's globals (CMS, h), served as is: https://decapcms.org/docs/customization/
/* global CMS, h */
(function () {
  const {config, icons} = window.TALENTLANE_CMS;

  // plugins/cms/fields.ts writes a pattern as [source, message, flags]; Decap takes a RegExp.
  function withRegExps(value) {
    if (Array.isArray(value)) return value.map(withRegExps);
    if (value === null || typeof value !== 'object') return value;
    const copy = {};
    for (const [key, child] of Object.entries(value)) {
      copy[key] =
        key === 'pattern' && Array.isArray(child) && child.length === 3
          ? [new RegExp(child[0], child[2]), child[1]]
          : withRegExps(child);
    }
    return copy;
  }

  // Every list of fields in the data files' configuration: the order of an object's keys.
  const fieldOrders = [];
  (function collect(fields) {
    if (!Array.isArray(fields)) return;
    fieldOrders.push(fields.map((field) => field.name));
    for (const field of fields) {
      collect(field.fields);
      if (field.field) collect([field.field]);
    }
  })(
    config.collections
      .flatMap((collection) => collection.files || [])
      .flatMap((file) => file.fields),
  );

  /**
   * The object with its keys in the order of the fields that describe it. Decap holds an
   * entry in Immutable.js maps, which forget the order of more than eight keys (an opening
   * has twelve), so a save would shuffle them.
   */
  function inFieldOrder(value) {
    if (Array.isArray(value)) return value.map(inFieldOrder);
    if (value === null || typeof value !== 'object') return value;
    const keys = Object.keys(value);
    const order = fieldOrders.find((names) => keys.every((key) => names.includes(key))) || keys;
    const rank = (key) => (order.includes(key) ? order.indexOf(key) : order.length);
    return Object.fromEntries(
      keys.sort((a, b) => rank(a) - rank(b)).map((key) => [key, inFieldOrder(value[key])]),
    );
  }

  // JSON as the repository holds it: two-space indents, keys in the file's order and a final
  // newline, so a save changes only the lines the writer changed.
  CMS.registerCustomFormat('json-file', 'json', {
    fromFile: (text) => JSON.parse(text),
    toFile: (data) => `${JSON.stringify(inFieldOrder(data), null, 2)}\n`,
  });

  CMS.registerPreviewStyle('/admin/preview.css');

  const get = (entry, path) => entry.getIn(['data'].concat(path));
  const plain = (value) => (value && value.toJS ? value.toJS() : value);

  /** "2025-10-01" as the site writes it: October 1, 2025. */
  function longDate(value) {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(value || ''));
    if (!match) return String(value || '');
    const date = new Date(Date.UTC(+match[1], +match[2] - 1, +match[3]));
    return date.toLocaleDateString('en-US', {
      timeZone: 'UTC',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
  }

  /** The page frame: the site's container, in the site's type. */
  const frame = (...children) => h('main', {className: 'container margin-vert--lg'}, ...children);

  /**
   * The body as the site renders its prose: without the MDX-only lines (imports) and the
   * heading ids written as {/* #id *\/}, which the site's build removes.
   */
  function bodyPreview({entry, fields, getAsset}) {
    const Markdown = CMS.getWidget('markdown').preview;
    const field = fields.find((candidate) => candidate.get('name') === 'body');
    const value = String(get(entry, ['body']) || '')
      .replace(/^import .*$/gm, '')
      .replace(/\s*\{\/\*[\s\S]*?\*\/\}/g, '');
    return h(Markdown, {value, field, getAsset, entry});
  }

  function PolicyPreview(props) {
    const {entry} = props;
    return frame(
      h(
        'article',
        {className: 'markdown'},
        h('h1', null, get(entry, ['title'])),
        h('p', null, h('strong', null, 'Effective: '), longDate(get(entry, ['effective_date']))),
        h('div', {className: 'PolicyText-text'}, bodyPreview(props)),
      ),
    );
  }

  function ArticlePreview({entry, widgetFor}) {
    return frame(
      h(
        'article',
        {className: 'markdown'},
        h('p', null, `${get(entry, ['category']) || ''} · ${longDate(get(entry, ['date']))}`),
        h('h1', null, get(entry, ['title'])),
        h('p', {className: 'PolicyText-text'}, h('em', null, get(entry, ['description']))),
        widgetFor('body'),
      ),
    );
  }

  function PagePreview(props) {
    const {entry} = props;
    return frame(
      h(
        'article',
        {className: 'markdown'},
        h('h1', null, get(entry, ['title'])),
        h('p', null, h('em', null, get(entry, ['description']))),
        h('p', null, 'The components the page places (cards, lists) show on the site itself.'),
        bodyPreview(props),
      ),
    );
  }

  /** A card as src/components/Page/CardList draws it; the icon's name shows on hover. */
  function card(item, index) {
    return h(
      'li',
      {key: index, className: 'CardList-card'},
      item.icon
        ? h('span', {
            className: 'CardList-icon',
            title: item.icon,
            dangerouslySetInnerHTML: {__html: icons[item.icon] || ''},
          })
        : null,
      h('h3', {className: 'CardList-title'}, item.title || item.name || item.label),
      item.description || item.text
        ? h('div', {className: 'CardList-description'}, item.description || item.text)
        : null,
      item.validThrough
        ? h('p', null, h('small', null, `Closes ${longDate(item.validThrough)}`))
        : null,
    );
  }

  function quote(item, index) {
    return h(
      'li',
      {key: index},
      h(
        'figure',
        {className: 'Quote-figure'},
        h('blockquote', {className: 'Quote-quote'}, h('p', null, item.quote)),
        h('figcaption', {className: 'Quote-author'}, `${item.name}, ${item.country}`),
      ),
    );
  }

  /** Each list of a data file as the pages lay lists out; other fields as a short list. */
  function DataPreview({entry, collection}) {
    const data = plain(entry.get('data')) || {};
    const file = collection
      .get('files')
      .find((candidate) => candidate.get('name') === entry.get('slug'));
    const labels = {};
    (file ? plain(file.get('fields')) : []).forEach((field) => {
      labels[field.name] = field.label;
    });
    const sections = Object.entries(data).map(([name, value]) => {
      const heading = h('h2', {className: 'Section-title'}, labels[name] || name);
      if (Array.isArray(value) && value.length > 0 && typeof value[0] === 'object') {
        const items = value[0].quote ? value.map(quote) : value.map(card);
        return h(
          'section',
          {key: name, className: 'Section-section'},
          heading,
          h('ul', {className: 'ListGrid-grid ListGrid-columns3'}, items),
        );
      }
      const shown = Array.isArray(value) ? value.join(', ') : String(value);
      return h('section', {key: name, className: 'Section-section'}, heading, h('p', null, shown));
    });
    return frame(...sections);
  }

  CMS.registerPreviewTemplate('legal', PolicyPreview);
  CMS.registerPreviewTemplate('blog', ArticlePreview);
  CMS.registerPreviewTemplate('pages', PagePreview);
  for (const file of config.collections.find((collection) => collection.name === 'data').files) {
    CMS.registerPreviewTemplate(file.name, DataPreview);
  }

  CMS.init({config: withRegExps(config)});
})();
