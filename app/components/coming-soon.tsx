// The honest placeholder of a page whose feature arrives in a later issue: what the page will
// do (one sentence from the spec) and a way back. Status stays 200: the page exists.
import { Link } from "@remix-run/react";
import { useSection } from "./section";

export interface ComingSoonProps {
  title: string;
  /** What the page will do, in one sentence. */
  description: string;
  /** Defaults to the current area's starting page (see section.tsx). */
  back?: { to: string; label: string };
}

export function ComingSoon({ title, description, back }: ComingSoonProps) {
  const section = useSection();
  const link = back ?? section.home;
  return (
    <section className="notice" aria-labelledby="page-title">
      <p className="badge">Coming soon</p>
      <h1 id="page-title">{title}</h1>
      <p className="notice__lead">{description}</p>
      <p>This page is not ready yet. We are building it and it will appear here soon.</p>
      <p>
        <Link to={link.to}>{link.label}</Link>
      </p>
    </section>
  );
}
