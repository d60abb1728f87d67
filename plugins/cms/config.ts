/** The whole Decap CMS configuration, passed to CMS.init by admin/editor.js. */
import type {CmsBackend} from './settings';
import {collections} from './collections';

export type CmsConfigOptions = {
  backend: Exclude<CmsBackend, {kind: 'none'}>;
  siteDir: string;
  siteUrl: string;
};

function backendOf(backend: CmsConfigOptions['backend']) {
  if (backend.kind === 'local') {
    // decap-server has no editorial workflow in its working-tree mode: a save writes the file.
    return {backend: {name: 'proxy', proxy_url: backend.url}, local_backend: {url: backend.url}};
  }
  return {
    backend: {
      name: 'github',
      repo: backend.repo,
      branch: backend.branch,
      base_url: backend.authUrl,
      auth_endpoint: backend.authEndpoint,
      // Commit messages a reviewer can read in the pull request.
      commit_messages: {
        create: 'Add {{collection}} “{{slug}}” (editor)',
        update: 'Edit {{collection}} “{{slug}}” (editor)',
        delete: 'Delete {{collection}} “{{slug}}” (editor)',
        uploadMedia: 'Upload “{{path}}” (editor)',
        deleteMedia: 'Delete “{{path}}” (editor)',
      },
    },
    publish_mode: 'editorial_workflow',
  };
}

export function cmsConfig({backend, siteDir, siteUrl}: CmsConfigOptions) {
  return {
    // admin/editor.js hands this object to CMS.init; there is no config.yml to fetch.
    load_config_file: false,
    ...backendOf(backend),
    site_url: siteUrl,
    display_url: siteUrl,
    // The leaders' portraits; nothing else is uploaded.
    media_folder: 'static/img/team',
    public_folder: '/img/team',
    editor: {preview: true},
    collections: collections(siteDir),
  };
}
