/** Review's face for client components: the review queues and the automatic decisions' list. */
export { AdminAutomaticDecisions } from "./admin-automatic-decisions";
export { AdminReviewQueues } from "./admin-review-queues";
