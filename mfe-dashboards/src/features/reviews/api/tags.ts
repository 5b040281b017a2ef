import { baseApi } from '@wellness/shared/api';

/** The reviews' cache tag: writing a review, an answer or a decision refreshes every list of reviews. */
export const reviewsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Reviews'] });
