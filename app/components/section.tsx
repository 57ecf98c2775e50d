// Which area of Veld a page is shown in, so kit components can link back to the right home.
// The /profile pages are also mounted under /admin/userView (app/routes.ts): there, "home" is
// the viewed person's home page, with ?userId=… kept.
import { createContext, useContext } from "react";

export interface Section {
  /** The link back to this area's starting page. */
  home: { to: string; label: string };
}

const PUBLIC_SECTION: Section = { home: { to: "/", label: "Back to the home page" } };

export const SectionContext = createContext<Section>(PUBLIC_SECTION);
export const useSection = () => useContext(SectionContext);
