import * as z from 'zod';
import * as notices from '../../../src/data/notices';
import {contentModule} from '../check';
import {fieldsError, text} from '../rules';

// SPEC section 7 gives both titles and the feature notice's text word for word.
export default contentModule('notices.ts', notices, {
  PAGE_NOT_AVAILABLE: z.strictObject(
    {
      title: z.literal('Page Not Available', {error: 'must be "Page Not Available"'}),
      description: text({max: 160}),
    },
    fieldsError,
  ),
  FEATURE_NOT_AVAILABLE: z.strictObject(
    {
      title: z.literal('Feature Not Available', {error: 'must be "Feature Not Available"'}),
      description: z.literal(
        "This feature hasn't been created yet, but you can request it in your next prompt.",
        {error: 'must be the sentence SPEC section 7 gives'},
      ),
    },
    fieldsError,
  ),
  chatUnavailable: z.function(),
});
