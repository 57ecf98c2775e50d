// The menus of the signed-in areas, in the order of spec §2 '/profile' and '/admin'.
import type { SideNavItem } from "./side-nav";

export const SIGN_OUT_ITEM: SideNavItem = {
  id: "signOut",
  label: "Sign out",
  to: "/auth/logout",
  method: "post",
};

/** The journey's steps (spec §1 and §2 '/profile': journey children), in order. */
export const JOURNEY_STEPS = [
  { path: "eligibility", label: "Eligibility" },
  { path: "viability", label: "Viability" },
  { path: "details", label: "Contracting details" },
  { path: "contract", label: "Contract" },
  { path: "map_fields", label: "Map your fields" },
  { path: "implementation", label: "Implementation plan" },
  { path: "practice_data", label: "Practice data" },
  { path: "evidence", label: "Evidence" },
  { path: "complete", label: "Feedback" },
] as const;

/**
 * The /profile menu. The same pages are mounted under /admin/userView (app/routes.ts), so the
 * base and a search (?userId=…) are parameters.
 */
export function profileNavItems(base = "/profile", search = ""): SideNavItem[] {
  const to = (path: string) => `${base}/${path}${search}`;
  return [
    { id: "home", label: "Home", to: to("home") },
    { id: "company", label: "Company", to: to("company") },
    { id: "myFields", label: "My fields", to: to("my_fields") },
    { id: "dashboard", label: "Dashboard", to: to("dashboard") },
    {
      // One place for the journey (decision 0134): expressing interest ('Start your journey',
      // spec §2's journey_start) is its first step, listed with the nine after it.
      id: "journey",
      label: "Journey",
      to: to("journey"),
      overviewLabel: "Journey overview",
      children: [
        { id: "journeyStart", label: "Start your journey", to: to("journey_start") },
        ...JOURNEY_STEPS.map((step) => ({
          id: `step.${step.path}`,
          label: step.label,
          to: to(`journey/${step.path}`),
        })),
      ],
    },
    { id: "tools", label: "Tools", to: to("tools") },
    { id: "calc", label: "Carbon calculator", to: to("calc") },
    { id: "checker", label: "Earnings potential", to: to("checker") },
    { id: "learn", label: "Learn", to: to("learn") },
  ];
}

export const PROFILE_BOTTOM_ITEMS: SideNavItem[] = [
  { id: "faqs", label: "Help and FAQs", to: "/faqs" },
  SIGN_OUT_ITEM,
];

/** The /admin journey pages (spec §2 '/admin': journey children). */
export const ADMIN_JOURNEY_PAGES = [
  { path: "dashboard", label: "Journey dashboard" },
  { path: "onboarding", label: "Onboarding" },
  { path: "companies", label: "Organisations" },
  { path: "fields", label: "Fields" },
  { path: "fieldRecords", label: "Field records" },
  { path: "reports", label: "Reports" },
  { path: "analysis", label: "Analysis" },
  { path: "review", label: "Review" },
  { path: "notes", label: "Notes" },
  { path: "evidence", label: "Evidence" },
  { path: "projectManage", label: "Project management" },
  { path: "calcSetup", label: "Calculation setup" },
] as const;

export const ADMIN_NAV_ITEMS: SideNavItem[] = [
  { label: "Dashboard", to: "/admin" },
  { label: "Events", to: "/admin/events" },
  { label: "Resources", to: "/admin/resources" },
  {
    label: "Journeys",
    children: ADMIN_JOURNEY_PAGES.map((page) => ({
      label: page.label,
      to: `/admin/journey/${page.path}`,
    })),
  },
  { label: "Baseline user fields", to: "/admin/baseline" },
  { label: "User access", to: "/admin/userAccess" },
  { label: "Summary files", to: "/admin/summaryFiles" },
  { label: "View as a person", to: "/admin/userView" },
  { label: "Tools", to: "/admin/tools" },
  { label: "Calculation constants", to: "/admin/editConsts" },
  { label: "Carbon calculator", to: "/admin/calc" },
  { label: "Earnings checker", to: "/admin/checker" },
  { label: "Send e-mails", to: "/admin/doemails" },
  { label: "Notifications", to: "/admin/notifications" },
  { label: "Submissions", to: "/admin/submissions" },
  { label: "Job applications", to: "/admin/jobApplications" },
];

export const ADMIN_BOTTOM_ITEMS: SideNavItem[] = [
  { label: "Your profile", to: "/profile/home" },
  SIGN_OUT_ITEM,
];
