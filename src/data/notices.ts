import type {NoticeContent} from '@site/src/components/Notice';

/** The notices (toasts) the site raises, worded as SPEC section 7 gives them. */
export const PAGE_NOT_AVAILABLE: NoticeContent = {
  title: 'Page Not Available',
  description: "This page hasn't been created yet. Please check back soon.",
};

export const FEATURE_NOT_AVAILABLE: NoticeContent = {
  title: 'Feature Not Available',
  description: "This feature hasn't been created yet, but you can request it in your next prompt.",
};

export function chatUnavailable(address: string): NoticeContent {
  return {
    title: 'Live chat is unavailable',
    description: `Our chat could not be opened in this browser. Please e-mail us at ${address} and we will reply within one business day.`,
  };
}
