/**
 * The conversations' API calls (threads, inbox, unread count), one file each, on the one `baseApi` of
 * `@wellness/shared/api`. Each app that shows threads bundles this entry; the calls land in the one API slice of the
 * one store, so a message the live channel adds to a thread is the one the thread page shows.
 */
export { conversationsBase, INBOX_TAG, UNREAD_TAG } from './conversationsApi';
export { useInboxInfiniteQuery } from './getInbox';
export { unreadCountApi } from './getUnreadCount';
export { threadApi, useThreadQuery, useLazyThreadQuery, type ThreadArgs } from './getThread';
export { useThreadByBookingQuery } from './getThreadByBooking';
export { useSendMessageMutation, PENDING_PREFIX, type SendMessageArgs } from './sendMessage';
export { useMarkThreadReadMutation } from './markThreadRead';
export { useStartInquiryMutation, type InquiryArgs } from './startInquiry';
export { mergeThreadPage, withMessage } from './mergeThreadPage';
