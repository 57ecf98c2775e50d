// The pages the page-by-page specs walk, in one place (docs/route-status.md):
// the accessibility sweeps (accessibility.spec.ts: public and staff pages; journey4-accessibility:
// the farmer's) run axe over each of them at 360 px and, on the built signed-in ones, the narrow-screen checks of issue 13 (answers, fits 360 px, no CSP refusal) in the same
// visit; narrow-screens.spec.ts checks the admin's pages without JavaScript and the refused forms.
// A page added here is checked by both.

/** Public pages (docs/route-status.md, layout Public) and the not-found page. */
export const PUBLIC_PAGES = [
  "/",
  "/jobs",
  "/terms-and-conditions",
  "/privacy-policy",
  "/faqs",
  "/verify",
  "/verify?status=verified",
  "/verify?status=expired",
  "/earnings-potential",
  "/partners",
  // Issue 19's readable API document (decision 0111): for developers, plain HTML without scripts.
  "/docs/api",
  "/no-such-page",
];

/**
 * Every built /profile page (docs/route-status.md, hydration.spec.ts), a URL dialog or two on the
 * page that has them, and one of the pages that say "coming soon" (they share one template,
 * ComingSoon, in the same layout; a later issue that builds one adds it here).
 */
export const FARMER_PAGES = [
  "/profile/home",
  "/profile/company",
  "/profile/oops",
  "/profile/journey_start",
  "/profile/journey",
  "/profile/journey/eligibility",
  "/profile/journey/viability",
  "/profile/journey/details",
  "/profile/journey/details?dialog=farm",
  "/profile/journey/details?dialog=signatory",
  "/profile/journey/contract",
  "/profile/journey/map_fields",
  "/profile/my_fields",
  // Issue 17's dashboard and tools index (decision 0094).
  "/profile/dashboard",
  "/profile/tools",
  // Issue 17's carbon calculator (decision 0093).
  "/profile/calc",
  // Issue 17's earnings-potential checker (decision 0091), with an estimate: its selects' long
  // options once made it 612 px wide at 360 (issue 31).
  "/profile/checker",
  "/profile/checker?croplandHa=100&province=NC&soil=hac&practices=noTillage",
  // Issue 17's soil samples (decision 0092).
  "/profile/calc/samples",
  "/profile/calc/samples?dialog=add-sample",
  // Issue 18's learning resources (decision 0098; app/demo/resources.server.ts).
  "/profile/learn",
  "/profile/learn?topic=grazing",
  "/profile/learn/00000000-0000-4000-8000-0018a0000002",
  // Issue 18's programme events: the demo farm day (decision 0097; app/demo/events.server.ts).
  "/profile/events/00000000-0000-4000-8000-0018e0000001",
  // Issue 18's notifications: the person's list (decision 0100; app/demo/notifications.server.ts).
  "/profile/notifications",
  // Issue 19's account deletion and its confirmation step (decision 0110); nothing is posted.
  "/profile/delete-account",
  "/profile/delete-account?step=confirm",
  // Issue 32's 'Your details'; nothing is posted.
  "/profile/details",
];

/**
 * Every built /admin page and its URL dialogs, and the journey's "not yet built" catch-all. No
 * /admin page says "coming soon" any more: /admin/baseline was the last (decision 0101).
 */
export const ADMIN_PAGES = [
  "/admin",
  "/admin/events",
  "/admin/events?dialog=new-event",
  "/admin/events/00000000-0000-4000-8000-0018e0000001",
  // Issue 18's people and baseline: the list filtered by a step, and the demo farmer Pieter's
  // baseline (decision 0101; app/demo/baselines.server.ts).
  "/admin/baseline",
  "/admin/baseline?userStep=IMPLEMENTATION_PLAN",
  "/admin/baseline/00000000-0000-4000-8000-000000000105",
  "/admin/journey/dashboard",
  "/admin/journey/onboarding",
  "/admin/journey/companies",
  "/admin/journey/fields",
  "/admin/journey/fieldRecords",
  "/admin/journey/analysis",
  // Issue 16 (the demo's reviewed and waiting seasons, app/demo/review.server.ts).
  "/admin/journey/review",
  "/admin/journey/review/00000000-0000-4000-8000-001612100001",
  "/admin/journey/evidence",
  "/admin/journey/notes?companyId=00000000-0000-4000-8000-000000000203",
  "/admin/journey/projectManage",
  "/admin/journey/reports",
  "/admin/submissions",
  "/admin/summaryFiles",
  // Issue 17's constants (decision 0090).
  "/admin/editConsts",
  "/admin/journey/calcSetup",
  // Issue 17's tools index (decision 0094).
  "/admin/tools",
  // Issue 17's carbon calculator (decision 0093).
  "/admin/calc",
  "/admin/calc?companyId=00000000-0000-4000-8000-000000000203",
  // Issue 17's issued credits (decision 0092).
  "/admin/calc/credits",
  "/admin/calc/credits?dialog=record",
  // The admin's earnings checker, empty and pre-filled from an organisation with its estimate.
  "/admin/checker",
  "/admin/checker?companyId=00000000-0000-4000-8000-000000000203",
  // Issue 18's learning resources (decision 0098).
  "/admin/resources",
  "/admin/resources?dialog=new-resource",
  // Issue 18's notifications (decision 0100): the list, a checked audience with the message form,
  // and the withdraw dialog of the demo notification.
  "/admin/notifications",
  "/admin/notifications?roles=OWNER",
  "/admin/notifications?dialog=withdraw-notification&notificationId=00000000-0000-4000-8000-0018f0000001",
  // Issue 18's programme e-mails (decision 0099; app/demo/emails.server.ts): the tabs, a
  // template dialog, the send tab's preview and the demo send's delivery.
  "/admin/doemails",
  "/admin/doemails?dialog=new-template",
  "/admin/doemails?dialog=preview-template&templateId=00000000-0000-4000-8000-0018d0000001",
  "/admin/doemails?tab=send&templateId=00000000-0000-4000-8000-0018d0000001&everyone=on",
  "/admin/doemails?tab=delivery",
  "/admin/doemails/00000000-0000-4000-8000-0018d0000101",
  "/admin/journey/no-such-page",
  "/admin/userView",
  // Who holds which admin scope, and the integrations' API clients (decision 0112).
  "/admin/userAccess",
  "/admin/userAccess/apiClients",
  "/admin/jobApplications",
  "/admin/jobApplications?tab=incoming",
  "/admin/jobApplications?tab=interviews",
  "/admin/jobApplications?tab=declined",
  "/admin/jobApplications?dialog=new-job",
];

/**
 * On the lists above but not built pages of their own: the Oops page, the "not yet built"
 * placeholder and a not-found page. axe checks them; the narrow-screen checks (a page
 * answering below 400 at the path asked for, fitting 360 px) take the built pages only.
 */
const NOT_BUILT = new Set(["/profile/oops", "/admin/journey/no-such-page"]);

/** The built pages: each must answer, at the path asked for, and fit 360 px (issue 13). */
export const FARMER_BUILT_PAGES = FARMER_PAGES.filter((path) => !NOT_BUILT.has(path));
export const ADMIN_BUILT_PAGES = ADMIN_PAGES.filter((path) => !NOT_BUILT.has(path));
