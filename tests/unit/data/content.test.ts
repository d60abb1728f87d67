import {checkModule} from '@site/plugins/content-check/check';
import {CONTENT_MODULES} from '@site/plugins/content-check/schemas';
import {DATA_FILES} from './copyFiles';

// The same schemas stop `npm run build` (plugins/content-check); contentCheck.test.ts
// shows what each rule says when a module breaks it.
describe('given the data modules under src/data', () => {
  it('checks every one of them against a schema', () => {
    expect(DATA_FILES).toEqual(expect.arrayContaining(['services.ts', 'popups/newHires.ts']));
    expect(CONTENT_MODULES.map((module) => module.file).sort()).toEqual(DATA_FILES);
  });

  it.each(CONTENT_MODULES)(
    '$file has every field, count, icon and claim its pages need, and no emoji or unfinished text',
    (module) => {
      expect(checkModule(module)).toEqual([]);
    },
  );
});
