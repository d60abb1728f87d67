import {checkModule} from '@site/plugins/content-check/check';
import {CONTENT_MODULES} from '@site/plugins/content-check/modules';
import {DATA_FILES} from './copyFiles';

// The same schemas stop `npm run build` (plugins/content-check); contentCheck.test.ts
// shows what each rule says when a module breaks it.
describe('given the data files under src/data/content', () => {
  it('checks every one of them against a schema, and the routes too', () => {
    expect(DATA_FILES).toEqual(expect.arrayContaining(['services.json', 'popups/newHires.json']));
    expect(CONTENT_MODULES.map((module) => module.file).sort()).toEqual(
      [...DATA_FILES, 'routes.ts'].sort(),
    );
  });

  it.each(CONTENT_MODULES)(
    '$file has every field, count, icon and claim its pages need, and no emoji or unfinished text',
    (module) => {
      expect(checkModule(module)).toEqual([]);
    },
  );
});
