/** The whole Decap CMS configuration, passed to CMS.init by admin/editor.js. */
import type {CmsBackend} from './settings';
import {collections} from './collections';

export type CmsConfigOptions = {
  backend: Exclude<CmsBackend, {kind: 'none'}>;
  siteDir: string;
  siteUrl: string;
};

// Commit messages a reviewer can read in the pull request.
const COMMIT_MESSAGES = {
  create: 'Add {{collection}} “{{slug}}” (editor)',
  update: 'Edit {{collection}} “{{slug}}” (editor)',
  delete: 'Delete {{collection}} “{{slug}}” (editor)',
  uploadMedia: 'Upload “{{path}}” (editor)',
  deleteMedia: 'Delete “{{path}}” (editor)',
};

function backendOf(backend: CmsConfigOptions['backend']) {
  if (backend.kind === 'local') {
    // decap-server decides the publish mode: its working-tree mode (`npm run cms`) offers
    // simple saves only and Decap falls back to them; its git mode (the editor tests) keeps
    // the editorial workflow, a draft being a branch off main that Publish merges.
    return {
      backend: {
        name: 'proxy',
        proxy_url: backend.url,
        branch: 'main',
        commit_messages: COMMIT_MESSAGES,
      },
      local_backend: {url: backend.url},
    };
  }
  return {
    backend: {
      name: 'github',
      repo: backend.repo,
      branch: backend.branch,
      base_url: backend.authUrl,
      auth_endpoint: backend.authEndpoint,
      commit_messages: COMMIT_MESSAGES,
    },
  };
}

export function cmsConfig({backend, siteDir, siteUrl}: CmsConfigOptions) {
  return {
    // admin/editor.js hands this object to CMS.init; there is no config.yml to fetch.
    load_config_file: false,
    ...backendOf(backend),
    // A save is a draft (a branch and, on GitHub, a pull request); Publish merges it.
    publish_mode: 'editorial_workflow',
    site_url: siteUrl,
    display_url: siteUrl,
    // The leaders' portraits; nothing else is uploaded.
    media_folder: 'static/img/team',
    public_folder: '/img/team',
    editor: {preview: true},
    collections: collections(siteDir),
  };
}
