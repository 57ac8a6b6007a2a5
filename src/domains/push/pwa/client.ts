/** The installable app's face for client code: the service worker, push enrolment on first use and the install banner. */
export { PwaClient } from "./pwa-client";
