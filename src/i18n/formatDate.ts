import {translate} from '@docusaurus/Translate';
import {formatDateInWords, type DateWords, type FormatDateOptions} from '@site/src/lib/formatDate';

/** The months and the order of a date, from the page's language's code.json. */
function dateWords(): DateWords {
  const description = 'A month, in dates such as "October 1, 2025"';
  const short = 'A month, short, in dates such as "Oct 1, 2025"';
  return {
    months: [
      translate({id: 'date.month.1', message: 'January', description}),
      translate({id: 'date.month.2', message: 'February', description}),
      translate({id: 'date.month.3', message: 'March', description}),
      translate({id: 'date.month.4', message: 'April', description}),
      translate({id: 'date.month.5', message: 'May', description}),
      translate({id: 'date.month.6', message: 'June', description}),
      translate({id: 'date.month.7', message: 'July', description}),
      translate({id: 'date.month.8', message: 'August', description}),
      translate({id: 'date.month.9', message: 'September', description}),
      translate({id: 'date.month.10', message: 'October', description}),
      translate({id: 'date.month.11', message: 'November', description}),
      translate({id: 'date.month.12', message: 'December', description}),
    ],
    shortMonths: [
      translate({id: 'date.month.short.1', message: 'Jan', description: short}),
      translate({id: 'date.month.short.2', message: 'Feb', description: short}),
      translate({id: 'date.month.short.3', message: 'Mar', description: short}),
      translate({id: 'date.month.short.4', message: 'Apr', description: short}),
      translate({id: 'date.month.short.5', message: 'May', description: short}),
      translate({id: 'date.month.short.6', message: 'Jun', description: short}),
      translate({id: 'date.month.short.7', message: 'Jul', description: short}),
      translate({id: 'date.month.short.8', message: 'Aug', description: short}),
      translate({id: 'date.month.short.9', message: 'Sep', description: short}),
      translate({id: 'date.month.short.10', message: 'Oct', description: short}),
      translate({id: 'date.month.short.11', message: 'Nov', description: short}),
      translate({id: 'date.month.short.12', message: 'Dec', description: short}),
    ],
    pattern: translate({
      id: 'date.pattern',
      message: '{month} {day}, {year}',
      description: 'Where the day, month and year of a date go',
    }),
  };
}

/**
 * Formats calendar dates in the page's language, with the words of its translations, never
 * Intl's; English's are the messages themselves.
 */
export function formatDate(value: string | Date, options?: FormatDateOptions): string {
  return formatDateInWords(dateWords(), value, options);
}
