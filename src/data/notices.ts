import type {NoticeContent} from '@site/src/components/Notice';
import type {NoticesData} from '@site/src/data/schemas/notices';
import raw from './content/notices.json';

/** The notices (toasts) the site raises, worded as SPEC section 7 gives them. */
export const PAGE_NOT_AVAILABLE: NoticeContent = (raw as NoticesData).pageNotAvailable;

export const FEATURE_NOT_AVAILABLE: NoticeContent = (raw as NoticesData).featureNotAvailable;

export function chatUnavailable(address: string): NoticeContent {
  const {title, description} = (raw as NoticesData).chatUnavailable;
  return {title, description: description.replace('{address}', address)};
}
